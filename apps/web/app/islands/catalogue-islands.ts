import { bindCheckboxLinks } from './checkbox-links';
import { bindFixedMenu } from './fixed-menu';
import { bindLiveForms } from './live-forms';
import { bindNavigateSelects } from './navigate-selects';
import { bindPanels } from './panels';
import { bindSearchForms } from './search-forms';

/** The catalogue pages' one script (README): every island binds once, then the page says it is ready. */
bindSearchForms();
bindFixedMenu();
bindPanels();
bindNavigateSelects();
bindLiveForms();
bindCheckboxLinks();
document.documentElement.dataset.enhanced = 'true';
