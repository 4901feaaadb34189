import type { TabsAction } from '@portal/domain';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { ContextMenu } from '../context-menu';

/** Every tab shows its close button; the home tab answers it with the spec's refusal instead of closing. */
export type PageTab = { key: string; title: string };

type TabCommand = 'refresh' | TabsAction;

/** The tab bar of the multi-tab layout, with the right-click menu of spec section 2. */
export function PageTabs(props: {
  tabs: readonly PageTab[];
  activeKey: string;
  onSwitch: (key: string) => void;
  onClose: (key: string) => void;
  onCommand: (key: string, command: TabCommand) => void;
}) {
  const { t } = useTranslation('menu');
  const commands: TabCommand[] = ['refresh', 'closeLeft', 'closeRight', 'closeOthers'];
  return (
    <Tabs
      type="editable-card"
      hideAdd
      size="small"
      activeKey={props.activeKey}
      onChange={props.onSwitch}
      onEdit={(key, action) => {
        if (action === 'remove' && typeof key === 'string') props.onClose(key);
      }}
      items={props.tabs.map((tab) => ({
        key: tab.key,
        label: (
          <ContextMenu items={commands.map((command) => ({ key: command, label: t(`tabs.${command}`) }))} onSelect={(command) => props.onCommand(tab.key, command as TabCommand)}>
            <span data-tab-key={tab.key}>{tab.title}</span>
          </ContextMenu>
        ),
      }))}
      data-testid="page-tabs"
    />
  );
}
