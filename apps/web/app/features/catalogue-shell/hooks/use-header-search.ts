import { searchTextValid } from '@portal/domain';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

/**
 * The header searches' shared rule (spec section 5): fewer than three characters only warn and stay; a valid
 * text goes to the search page that `pathFor` builds (the time stamp makes a repeated search load afresh).
 */
export function useHeaderSearch(pathFor: (text: string, now: number) => string): (text: string) => boolean {
  const { t } = useTranslation('common');
  const { message } = App.useApp();
  const navigate = useNavigate();
  return (text: string) => {
    if (!searchTextValid(text)) {
      void message.warning(t('shell.search.tooShort'));
      return false;
    }
    void navigate(pathFor(text, Date.now()));
    return true;
  };
}
