import {
  MENU_LIMITS,
  type MenuButtonType,
  menuProblem,
  type WechatMenu,
  type WechatMenuButton,
} from '@onsite/contracts';

/** A button in the editor: WeChat's fields, an id for drag and drop and selection, sub-buttons alike. */
export interface EditButton {
  id: string;
  name: string;
  type: MenuButtonType;
  key: string;
  url: string;
  appid: string;
  pagepath: string;
  sub: EditButton[];
}

let next = 0;
const newId = () => {
  next += 1;
  return `b${next}`;
};

export const blankButton = (name: string): EditButton => ({
  id: newId(),
  name,
  type: 'click',
  key: '',
  url: '',
  appid: '',
  pagepath: '',
  sub: [],
});

export function toEdit(menu: WechatMenu | null): EditButton[] {
  const one = (button: WechatMenuButton): EditButton => ({
    id: newId(),
    name: button.name,
    type: button.type ?? 'click',
    key: button.key ?? '',
    url: button.url ?? '',
    appid: button.appid ?? '',
    pagepath: button.pagepath ?? '',
    sub: (button.sub_button ?? []).map(one),
  });
  return (menu?.button ?? []).map(one);
}

/** The editor's buttons as WeChat's menu: only the fields of each button's type (a parent has none). */
export function toMenu(buttons: EditButton[]): WechatMenu {
  const one = (button: EditButton): WechatMenuButton => {
    if (button.sub.length) return { name: button.name, sub_button: button.sub.map(one) };
    if (button.type === 'click') return { type: 'click', name: button.name, key: button.key };
    if (button.type === 'view') return { type: 'view', name: button.name, url: button.url };
    return {
      type: 'miniprogram',
      name: button.name,
      url: button.url,
      appid: button.appid,
      pagepath: button.pagepath,
    };
  };
  return { button: buttons.map(one) };
}

/** The i18n rule name (under the menu strings' rule group) of each message the shared contract gives. */
const RULES: Record<string, string> = {
  'a menu has 1 to 3 buttons': 'buttons',
  'a button has at most 5 sub-buttons': 'subButtons',
  'a menu button must be an object': 'type',
  'a button name is 1 to 16 bytes (a Chinese character is 3)': 'name',
  'a sub-button name is 1 to 60 bytes (a Chinese character is 3)': 'subName',
  'a button with sub-buttons has no type of its own': 'ownType',
  'a sub-button has no sub-buttons': 'type',
  'a click button needs a key of 1 to 128 bytes': 'key',
  'a link is an http(s) URL of at most 1024 bytes': 'url',
  "a mini program button needs the mini program's appid (wx and 16 hex digits)": 'appid',
  'a mini program button needs its page path': 'pagepath',
  'a button is click, view or mini program, or has sub-buttons': 'type',
};

/** The menu's first problem as WeChat would see it: the rule's key and the button it is on. */
export function firstProblem(buttons: EditButton[]): { rule: string; buttonId: string | null } | null {
  const problem = menuProblem(toMenu(buttons));
  if (!problem) return null;
  const [, top, , sub] = problem.path;
  const parent = typeof top === 'number' ? buttons[top] : undefined;
  const button = typeof sub === 'number' ? parent?.sub[sub] : parent;
  return { rule: RULES[problem.message] ?? 'type', buttonId: button?.id ?? null };
}

export const LIMITS = MENU_LIMITS;
