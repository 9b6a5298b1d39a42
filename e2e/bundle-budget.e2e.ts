import { describe, expect, inject, it } from 'vitest';
import { bundleSizes, CONSOLES, SIGNED_IN } from '../scripts/bundle-size.ts';

/**
 * Bundle budgets, on the web app this run built (gzip bytes; scripts/bundle-size.ts follows the build's
 * module graph). Issue 19's targets are 300 KB of initial JavaScript per console and 100 KB per lazy
 * chunk; until the consoles get there, the ceilings sit just above today's sizes so that no change makes
 * them worse unseen — lower them as the bundles shrink, never raise them without saying why.
 * Raised once (admin 610 → 630 KB, agent 650 → 665 KB) by the issue 14 screens' translations; lowered
 * (to 610 / 640 / 650 KB, from sizes of 593 / 626 / 638 KB) once only the default language is in the first
 * load and the others are chunks fetched when chosen (web/src/i18n/index.ts).
 * Raised again (to 620 / 650 / 665 KB, from sizes of 609 / 639 / 654 KB) by the issue 15 screens: their
 * zh_CN strings (+4 KB) and the antd parts the customer console's support banner and the shared kit now
 * bring (dropdown, popconfirm, progress: +12 KB, as the bundler regrouped chunks). Next step (issue 19):
 * each page's strings in its own chunk, so that a console's first load carries only the shell's.
 * Raised again (to 630 / 660 / 675 KB, from sizes of 620 / 650 / 666 KB) by the zh_CN strings of the
 * plugin, template, site content, fund and dashboard screens (issues 15–18), which every console still
 * loads at start; the screens themselves (and recharts) are lazy chunks. The per-page strings above are
 * what brings these down.
 * Lowered (to 625 / 658 / 673 KB, from sizes of 618 / 650 / 666 KB) once the default language's strings of
 * 40 groups moved beside the features that use them (web/src/i18n/registry.ts) and load with their pages.
 * Lowered (to 612 / 648 / 664 KB, from sizes of 605 / 640 / 656 KB) once the contracts package declared
 * itself free of side effects (`"sideEffects": false`): a console's bundle no longer carries the route
 * contracts of modules it never imports (−17 KB each). The contracts a page uses now come with its lazy
 * chunk instead of the first load, so the lazy ceiling rose with them (200 → 222 KB; the largest, the partner
 * page, 220 KB): the same bytes, fetched when the page opens rather than before the login form shows.
 * Raised to 232 KB when the help centre, activity menus, substance, SCRM and activation codes landed (one
 * stop): the partner page's site articles carry the substance tags (contracts and strings, 4.4 KB) and the
 * kit's chunk grew with RowList and FollowUpHistory (2.7 KB), 230 KB; the activity settings drawer, now
 * loaded when opened (the activity list fell from 231 to 209 KB), counts 230 KB because its closure names
 * the list's chunk it shares, already loaded by then. Winning these back is issue 19's.
 * The partner drawer's tabs (plugins, templates, software, VIP, WeCom, copyright, packs, articles, site) load
 * when first shown, each its own chunk: the copyright and resource-pack tabs of issue 16 would have put the
 * partner page at 242 KB; it is under 204 KB now, and the ceiling stays 232 KB.
 * Lowered (to 413 / 417 / 441 KB, from sizes of 612 / 648 / 668 KB to 408 / 412 / 436 KB; issue 19) once a
 * console's first load became its login screen: the icon registry's loaders (every drawing of
 * @ant-design/icons-svg by name, ~120 KB of stubs) are a chunk fetched when a name outside the bundled menu
 * icons is drawn; the shell (menus, tabs, header, settings drawer) and the page registry load once a session
 * is shown; the consoles' other pages and widgets (forget, invite, set-password, support, notices, change
 * password, the customer site's header, footer and chrome), the lists' import dialog, the staff login's
 * two-factor steps (QR, backup codes) and the customer's WeChat scan mode (antd's QR code) load when shown;
 * the login card is drawn without antd's Card (which brings its tabs); the staff and customer sessions import
 * the two upload helpers they use, not the upload feature's barrel (which brought the image picker, cropper,
 * sanitiser and upload to the login screen). The lazy figure now measures what a chunk adds to its console
 * once loaded (initial closure, and after sign-in the shell and registry: scripts/bundle-size.ts), no longer
 * minus the shared entry only, which counted the console's own chunks again for every page. Under it the
 * largest, the activity settings drawer, is 241 KB (the shell it opens from: 120 KB): the antd parts the
 * login screen no longer loads (image viewer, alert, skeleton, tabs: 34 KB of every first load) now count
 * with the pages that use them, so the lazy ceiling rose from 232 to 244 KB with the same bytes fetched later.
 * Lowered (to 357 / 366 / 384 KB, from sizes of 411 / 415 / 441 KB to 354 / 364 / 381 KB; issue 19) once the
 * 500 page and the customer's "site closed" page (antd's Result and its drawings), the export button (its
 * polling and the transfer contracts) and the language switch's menu (antd's Dropdown and Menu, fetched on
 * its first click) left the login screen; the login card's heading is drawn without antd's Typography and
 * the captcha without Tooltip and Skeleton; the customer login imports its panel, not the customer-auth
 * barrel (which brought the login modal); each console's session queries are a module of their own
 * (features/session/admin|agent|customer.ts); the site's data hook left site.api.ts (which brought the
 * substance contracts); and the customer and order list schemas moved from the transfer contracts to
 * contracts/src/customer.ts and order.ts, so that the login's customerApi and the site's routes no longer
 * bring every export's filters (activity, settlement, dashboard…). The lazy ceiling rose from 244 to 266 KB
 * with those bytes: the activity settings drawer, 264 KB, now counts the antd parts and contracts the login
 * screen no longer fetches.
 * Lowered (agent to 358, customer to 381 KB, from sizes of 364 / 381 KB to 356 / 379 KB; admin 355 KB) once a
 * console's session hook and logout come from a chunk fetched when a signed-in page first shows
 * (shell/lazySession.ts): the agent's session contracts and the storage helpers left its login screen.
 * (The two sizes above are of `--sourcemap` builds, ~3 KB more per console than this journey's build.) Set to
 * 355 / 356 / 379 KB and 263 KB from this journey's build's 352 / 353 / 376 KB and 261 KB (the activity
 * settings drawer).
 * Lazy ceiling lowered (263 → 173 KB; issue 19, decisions 284–291) once pages import the list kit's modules
 * instead of its barrels (which brought every kit module and its antd parts — QR code, timeline, steps — to
 * every page), the query form's date range picker, the image and file pickers and the dialogs and tabs a page
 * does not show at first load when used, and the list kit's core (DataTable: antd's table, pagination) loads
 * beside the page registry at sign-in (scripts/bundle-size.ts SIGNED_IN, 72 KB on top of the shell): every
 * page now adds at most 74 KB (the topic list, the activity settings drawer); above 100 KB are only the
 * dashboard's charts (recharts, 172 KB), the shell (166 KB) and the rich-text editor (TipTap, 159 KB). The
 * finer module graph made the bundler split the first load's shared chunks into more files: admin and agent
 * 356 / 356 KB (+3 KB of gzip per file), so their ceilings rose by 1 KB (to 356 / 357 KB).
 * Lowered (to 297 / 298 / 300 KB, from sizes of 352 / 353 / 376 KB to 296 / 297 / 300 KB; issue 19) once
 * the login screens carry no zod (the routes they call are declared by method and path in
 * web/src/api/preSignIn.ts and parsed by their contracts once loaded; the theme settings are read by hand;
 * the constants the screens use come from zod-free contract modules), the login form is a small form of its
 * own rather than antd's Form (the customer panel's registration, reset and phone binding load when chosen),
 * antd's form context imports rc-form's FormProvider from its module rather than the package's entry (which
 * kept all of rc-form and async-validator wherever an input is: web/build/antdFormContext.ts), and the
 * customer panel's divider is drawn with the theme's tokens. The lazy ceiling rose from 263 to 286 KB with
 * those bytes: antd's Form, rc-form and async-validator (~25 KB) now come with the first page that has a
 * form, and the activity settings drawer, 285 KB, counts them. A console's signed-in state now includes its
 * session module (scripts/bundle-size.ts), which holds zod.
 * Lowered (to 292 / 293 / 296 KB, from sizes of 296 / 297 / 300 KB to 291 / 292 / 295 KB) once the menus'
 * titles (the `menu` namespace, every title in three languages) are registered when the shell loads
 * (web/src/i18n/menuTitleBundles.ts) and the customer's titled public menus come with its session module.
 * Both at once (the two changes merged): first loads 295 / 295 / 297 KB (ceilings 296 / 296 /
 * 298 KB: within issue 19's 300 KB). Every page adds at most 74 KB. The signed-in chunks carry what left the
 * login screen: the shell 178 KB and the list kit's core 123 KB (antd's Form, rc-form and async-validator now
 * arrive at sign-in, not with the login form); with the dashboard's charts (172 KB) and the rich-text editor
 * (159 KB) they are the four lazy chunks over 100 KB. The lazy ceiling, 179 KB, is the shell's.
 * Lowered (179 → 177 KB) once the shell's settings drawer loads when first opened and antd's Result (the
 * 403/404/500 pages, a list's load failure) when first shown, and the signed-in chunks count in the order
 * they load (the session module first: it holds zod): the shell adds 100 KB, the list kit's core 124 KB
 * (it now counts the select, input number and tooltip the shell no longer brings; antd's table filter
 * dropdown, with its Tree, loads when a column with filters is drawn, and its row selection no longer
 * imports rc-tree's Tree: web/build/antdTableFilter.ts), and the dashboard's
 * charts, 176 KB, are the largest lazy chunk (they too count what the shell no longer brings).
 * Three ceilings since (decision 329). Every page and every widget loaded on use is within issue 19's
 * 100 KB (LAZY_CEILING) once the dashboard's charts are drawn by Chart.js (82 KB, was 172 with recharts) and
 * the rich-text editor is ProseMirror itself (82 KB, was 159 with TipTap); the largest is the help module
 * form, 94 KB. The chunks fetched at sign-in (SIGNED_IN: the shell, 100 KB, and the list kit's core, 124 KB —
 * antd's table, pagination and the query form every list shows at once; over the 100 KB) have
 * their own ceiling, and so has what a signed-in user fetches before the first list shows (initial +
 * session + signed-in chunks + the lightest list page: 567 / 575 / 570 KB), so neither grows unseen.
 * Lowered (initial to 278 / 278 / 281 KB, first list to 537 / 544 / 541 KB, from 294 / 295 / 297 KB and
 * 567 / 575 / 570 KB; decision 339) once the first load is one chunk (web/vite.config.ts: it was 38 files)
 * and the icon registry's drawings are modules apart from antd's icons (shell/iconDrawings.ts: every icon
 * drawn was a file of its own). A signed-in user's first list now comes in 112–119 files instead of
 * 181–188, and fewer, larger files compress better. The file counts have ceilings too: each file is a
 * request, a few milliseconds of the browser's CPU.
 * Lowered (signed-in chunks 125 → 115 KB, first list to 530 / 538 / 534 KB) once the query form's number
 * input loads when a form shows a number field (data-table/NumberField.tsx, as the date range's picker
 * already did): one list has one, and antd's InputNumber (7 KB) left the list kit's core, now 113 KB.
 */
const INITIAL_CEILING = { admin: 278 * 1024, agent: 278 * 1024, customer: 281 * 1024 } as const;
const LAZY_CEILING = 100 * 1024;
const SIGNED_IN_CEILING = 115 * 1024;
const FIRST_LIST_CEILING = { admin: 530 * 1024, agent: 538 * 1024, customer: 534 * 1024 } as const;
/** script files before the console's own chunk (one: the first-load chunk) and before the first list */
const INITIAL_FILES_CEILING = 1;
const FIRST_LIST_FILES_CEILING = 125;

describe('bundle budgets', () => {
  const sizes = bundleSizes(inject('webDist'));

  it.each(CONSOLES)('the %s console’s initial JavaScript stays within its ceiling', (name) => {
    expect(sizes.initial[name]).toBeLessThanOrEqual(INITIAL_CEILING[name]);
  });

  it('no page or widget loaded on use adds more than 100 KB to its loaded console', () => {
    const over = sizes.lazy.filter(
      (chunk) => !SIGNED_IN.includes(chunk.source) && chunk.bytes > LAZY_CEILING,
    );
    expect(over).toEqual([]);
    // the graph was really read: pages are lazy chunks
    expect(sizes.lazy.length).toBeGreaterThan(20);
  });

  it('the chunks fetched at sign-in stay within their ceiling', () => {
    const signedIn = sizes.lazy.filter((chunk) => SIGNED_IN.includes(chunk.source));
    expect(signedIn.map((chunk) => chunk.source).sort()).toEqual([...SIGNED_IN].sort());
    expect(signedIn.filter((chunk) => chunk.bytes > SIGNED_IN_CEILING)).toEqual([]);
  });

  it.each(CONSOLES)(
    'what a signed-in %s user fetches before the first list stays within its ceiling',
    (name) => {
      expect(sizes.firstList[name].bytes).toBeLessThanOrEqual(FIRST_LIST_CEILING[name]);
      expect(sizes.firstList[name].files).toBeLessThanOrEqual(FIRST_LIST_FILES_CEILING);
    },
  );

  it('the first load is one script file', () => {
    expect(sizes.initialFiles).toBeLessThanOrEqual(INITIAL_FILES_CEILING);
  });
});
