export { CRON_MODAL_WIDTH, CronEditorModal } from './cron-editor-modal';
export { CronInput, useCronExpressionRule } from './cron-input';
