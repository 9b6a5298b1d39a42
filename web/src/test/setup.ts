import { configure } from '@testing-library/react';
import { tokenStore } from '#web/api/tokenStore';
import { i18n } from '#web/i18n';

// Pages, the shell after sign-in and some widgets are lazy chunks: their first import in a test worker is a
// module transform, which takes more than Testing Library's default one second on a busy two-core machine.
// A find or waitFor still answers as soon as its element is there; only a failing one waits longer.
configure({ asyncUtilTimeout: 5_000 });

// The files of a worker share their modules and their page (vitest.config.ts: isolate is off for the web
// project, a third of the time it took otherwise). Each file starts as a fresh page would: empty browser
// storage, no session, the default language only.
localStorage.clear();
sessionStorage.clear();
tokenStore.setState({ admin: null, agent: null, customer: null });
for (const language of ['en', 'zh_TW']) i18n.removeResourceBundle(language, 'translation');
if (i18n.language !== 'zh_CN') await i18n.changeLanguage('zh_CN');
