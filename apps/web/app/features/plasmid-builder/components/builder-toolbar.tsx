import { DownloadOutlined, RedoOutlined, SaveOutlined, SafetyCertificateOutlined, UndoOutlined } from '@ant-design/icons';
import { type Plasmid, type PlasmidFileFormat, plasmidFile } from '@portal/domain';
import { Button, Space, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { saveBlob } from '../../../lib/session-download';

type Props = {
  plasmid: Plasmid;
  canUndo: boolean;
  canRedo: boolean;
  onUndo: () => void;
  onRedo: () => void;
  /** Null for a visitor, who is asked to sign in instead. */
  onSave: (() => void) | null;
  onSignIn: () => void;
  onCheck: (() => void) | null;
  saving: boolean;
};

/** Undo and redo, saving (or signing in to save), the check page, and the design as GenBank or FASTA as it stands. */
export function BuilderToolbar(props: Props) {
  const { t } = useTranslation('plasmid-builder');
  const download = (format: PlasmidFileFormat) => {
    const file = plasmidFile(props.plasmid, format);
    saveBlob(new Blob([file.text], { type: file.contentType }), file.name);
  };
  return (
    <Space wrap data-testid="builder-toolbar">
      <Tooltip title={t('toolbar.undo')}>
        <Button icon={<UndoOutlined />} aria-label={t('toolbar.undo')} disabled={!props.canUndo} onClick={props.onUndo} />
      </Tooltip>
      <Tooltip title={t('toolbar.redo')}>
        <Button icon={<RedoOutlined />} aria-label={t('toolbar.redo')} disabled={!props.canRedo} onClick={props.onRedo} />
      </Tooltip>
      {props.onSave ? (
        <Button type="primary" icon={<SaveOutlined />} loading={props.saving} onClick={props.onSave} data-testid="design-save">
          {t('toolbar.save')}
        </Button>
      ) : (
        <Button type="primary" icon={<SaveOutlined />} onClick={props.onSignIn} data-testid="design-sign-in">
          {t('toolbar.signInToSave')}
        </Button>
      )}
      {props.onCheck ? (
        <Button icon={<SafetyCertificateOutlined />} loading={props.saving} onClick={props.onCheck} data-testid="design-check">
          {t('toolbar.check')}
        </Button>
      ) : null}
      <Button icon={<DownloadOutlined />} onClick={() => download('genbank')}>
        {t('toolbar.genbank')}
      </Button>
      <Button icon={<DownloadOutlined />} onClick={() => download('fasta')}>
        {t('toolbar.fasta')}
      </Button>
    </Space>
  );
}
