import { Drawer, Flex, Form, Radio, Segmented, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { type LayoutSettings, NAV_MODES, PRIMARY_COLOURS, layoutOptionsEnabled } from '../../navigation/layout-settings';
import styles from './admin-shell.module.css';

/** The development preview's settings drawer (spec section 2); options that do not apply to the choice are disabled. */
export function LayoutSettingsDrawer(props: {
  open: boolean;
  settings: LayoutSettings;
  onChange: (patch: Partial<LayoutSettings>) => void;
  onClose: () => void;
}) {
  const { t } = useTranslation('menu');
  const { settings, onChange } = props;
  const enabled = layoutOptionsEnabled(settings);
  return (
    <Drawer open={props.open} onClose={props.onClose} title={t('settings.title')} size={320} data-testid="layout-settings">
      <Form layout="vertical">
        <Form.Item label={t('settings.menuTheme')}>
          <Radio.Group
            value={settings.menuTheme}
            onChange={(event) => onChange({ menuTheme: event.target.value as LayoutSettings['menuTheme'] })}
            options={[
              { value: 'dark', label: t('settings.dark') },
              { value: 'light', label: t('settings.light') },
            ]}
          />
        </Form.Item>
        <Form.Item label={t('settings.primaryColor')}>
          <Flex gap={8} wrap>
            <button
              type="button"
              className={styles.swatch}
              aria-pressed={settings.primaryColor === null}
              title={t('settings.themeColour')}
              onClick={() => onChange({ primaryColor: null })}
            >
              A
            </button>
            {PRIMARY_COLOURS.map((colour) => (
              <button
                key={colour}
                type="button"
                className={styles.swatch}
                style={{ background: colour }}
                aria-pressed={settings.primaryColor === colour}
                title={colour}
                onClick={() => onChange({ primaryColor: colour })}
              />
            ))}
          </Flex>
        </Form.Item>
        <Form.Item label={t('settings.navMode')}>
          <Segmented
            value={settings.navMode}
            onChange={(navMode) => onChange({ navMode })}
            options={NAV_MODES.map((mode) => ({ value: mode, label: t(`settings.nav.${mode}`) }))}
          />
        </Form.Item>
        <Form.Item label={t('settings.contentWidth')} extra={enabled.contentWidth ? undefined : t('settings.fluidOnlyTopMenu')}>
          <Radio.Group
            disabled={!enabled.contentWidth}
            value={settings.contentWidth}
            onChange={(event) => onChange({ contentWidth: event.target.value as LayoutSettings['contentWidth'] })}
            options={[
              { value: 'Fixed', label: t('settings.fixed') },
              { value: 'Fluid', label: t('settings.fluid') },
            ]}
          />
        </Form.Item>
        <SettingSwitch label={t('settings.fixedHeader')} checked={settings.fixedHeader} onChange={(fixedHeader) => onChange({ fixedHeader })} />
        <SettingSwitch
          label={t('settings.autoHideHeader')}
          checked={settings.autoHideHeader}
          disabled={!enabled.autoHideHeader}
          onChange={(autoHideHeader) => onChange({ autoHideHeader })}
        />
        <SettingSwitch
          label={t('settings.fixSiderbar')}
          checked={settings.fixSiderbar}
          disabled={!enabled.fixSiderbar}
          onChange={(fixSiderbar) => onChange({ fixSiderbar })}
        />
        <SettingSwitch label={t('settings.colorWeak')} checked={settings.colorWeak} onChange={(colorWeak) => onChange({ colorWeak })} />
        <SettingSwitch label={t('settings.multiTab')} checked={settings.multiTab} onChange={(multiTab) => onChange({ multiTab })} />
      </Form>
    </Drawer>
  );
}

function SettingSwitch(props: { label: string; checked: boolean; disabled?: boolean; onChange: (checked: boolean) => void }) {
  return (
    <Form.Item label={props.label}>
      <Switch aria-label={props.label} checked={props.checked} disabled={props.disabled} onChange={props.onChange} />
    </Form.Item>
  );
}
