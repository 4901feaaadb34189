import { CloseOutlined } from '@ant-design/icons';
import { type KeyboardEvent, useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { TabsAction } from '../../navigation/tabs';
import { ContextMenu } from '../context-menu';
import styles from './page-tabs.module.css';

/** Every tab shows its close button; the home tab answers it with the spec's refusal instead of closing. */
export type PageTab = { key: string; title: string };

type TabCommand = 'refresh' | TabsAction;

const COMMANDS: readonly TabCommand[] = ['refresh', 'closeLeft', 'closeRight', 'closeOthers'];

/** The width of a tab's close button (page-tabs.module.css), kept in view with its tab. */
const CLOSE_BUTTON_ROOM_PX = 32;

/** Which tab an arrow, Home or End key moves the focus to, or null for any other key. */
function focusTarget(key: string, index: number, count: number): number | null {
  if (key === 'ArrowRight') return (index + 1) % count;
  if (key === 'ArrowLeft') return (index - 1 + count) % count;
  if (key === 'Home') return 0;
  if (key === 'End') return count - 1;
  return null;
}

/**
 * The tab bar of the multi-tab layout, with the right-click menu of spec section 2. Keyboard use follows the ARIA
 * tabs pattern: Tab reaches the open page's tab, the arrows, Home and End move between tabs, Enter or Space opens
 * one and Delete closes it; every close button is also a named button of its own in the Tab order.
 */
export function PageTabs(props: {
  tabs: readonly PageTab[];
  activeKey: string;
  onSwitch: (key: string) => void;
  onClose: (key: string) => void;
  onCommand: (key: string, command: TabCommand) => void;
}) {
  const { t } = useTranslation('menu');
  const stripElement = useRef<HTMLDivElement>(null);
  const tabElements = useRef(new Map<string, HTMLButtonElement>());
  // A tab closed from the keyboard takes the focus with it; it goes to the open page's tab once that is shown.
  const closedWithFocus = useRef<string | null>(null);
  const { tabs, activeKey } = props;

  // The open page's tab and its close button are scrolled into the strip's view. Not with scrollIntoView: Chrome
  // would start the next Tab press from that tab, so a page's first Tab would miss the skip link.
  useEffect(() => {
    const strip = stripElement.current;
    const tab = tabElements.current.get(activeKey);
    if (!strip || !tab) return;
    const end = tab.offsetLeft + tab.offsetWidth + CLOSE_BUTTON_ROOM_PX;
    if (tab.offsetLeft < strip.scrollLeft) strip.scrollLeft = tab.offsetLeft;
    else if (end > strip.scrollLeft + strip.clientWidth) strip.scrollLeft = end - strip.clientWidth;
  }, [activeKey]);

  useEffect(() => {
    const closed = closedWithFocus.current;
    if (closed === null) return;
    if (tabs.some((tab) => tab.key === closed)) {
      closedWithFocus.current = null; // refused (the home tab, the last tab)
      return;
    }
    const active = tabElements.current.get(activeKey);
    if (active) {
      active.focus();
      closedWithFocus.current = null;
    }
  }, [tabs, activeKey]);

  const close = (key: string) => {
    closedWithFocus.current = key;
    props.onClose(key);
  };

  const onTabKeyDown = (event: KeyboardEvent, index: number, key: string) => {
    if (event.key === 'Delete') {
      event.preventDefault();
      close(key);
      return;
    }
    const target = focusTarget(event.key, index, tabs.length);
    if (target === null) return;
    event.preventDefault();
    const next = tabs[target];
    if (next) tabElements.current.get(next.key)?.focus();
  };

  return (
    <div ref={stripElement} className={styles.strip} style={{ gridTemplateColumns: `repeat(${tabs.length * 2}, max-content)` }} data-testid="page-tabs">
      <div role="tablist" aria-label={t('tabs.label')} className={styles.list}>
        {tabs.map((tab, index) => {
          const active = tab.key === activeKey;
          return (
            <ContextMenu
              key={tab.key}
              items={COMMANDS.map((command) => ({ key: command, label: t(`tabs.${command}`) }))}
              onSelect={(command) => props.onCommand(tab.key, command as TabCommand)}
            >
              <button
                ref={(element) => {
                  if (element) tabElements.current.set(tab.key, element);
                  else tabElements.current.delete(tab.key);
                }}
                type="button"
                role="tab"
                aria-selected={active}
                aria-keyshortcuts="Delete"
                tabIndex={active ? 0 : -1}
                className={`${styles.tab} ${active ? styles.active : ''}`}
                style={{ gridColumn: index * 2 + 1 }}
                onClick={() => props.onSwitch(tab.key)}
                onKeyDown={(event) => onTabKeyDown(event, index, tab.key)}
                data-tab-key={tab.key}
              >
                {tab.title}
              </button>
            </ContextMenu>
          );
        })}
      </div>
      {tabs.map((tab, index) => (
        <button
          key={tab.key}
          type="button"
          aria-label={t('tabs.close', { title: tab.title })}
          className={`${styles.close} ${tab.key === activeKey ? styles.active : ''}`}
          style={{ gridColumn: index * 2 + 2 }}
          onClick={() => close(tab.key)}
        >
          <CloseOutlined aria-hidden />
        </button>
      ))}
    </div>
  );
}
