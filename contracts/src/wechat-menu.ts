import { z } from 'zod';

/**
 * An official account's custom menu (自定义菜单) in WeChat's own shape ({button: […]}, menu/create's body), and
 * WeChat's rules for it, shared by the console's editor, the server's save and the sandbox WeChat's
 * menu/create (which answers WeChat's errcodes for the same problems): at most 3 buttons of at most 5
 * sub-buttons; names of 1–16 bytes (top) and 1–60 bytes (sub), counted in UTF-8 bytes as WeChat counts them
 * (a Chinese character is 3); click keys 1–128 bytes; view URLs http(s), at most 1024 bytes; mini program
 * buttons an appid, a page path and a fallback URL. A button with sub-buttons has no type of its own.
 */
export const MENU_LIMITS = {
  buttons: 3,
  subButtons: 5,
  nameBytes: 16,
  subNameBytes: 60,
  keyBytes: 128,
  urlBytes: 1024,
} as const;

export const MENU_BUTTON_TYPES = ['click', 'view', 'miniprogram'] as const;
export type MenuButtonType = (typeof MENU_BUTTON_TYPES)[number];

export interface WechatMenuButton {
  name: string;
  type?: MenuButtonType;
  key?: string;
  url?: string;
  appid?: string;
  pagepath?: string;
  sub_button?: WechatMenuButton[];
}
export interface WechatMenu {
  button: WechatMenuButton[];
}

/** Bytes of a text in UTF-8, as WeChat measures names, keys and URLs. */
export function utf8Bytes(text: string): number {
  let bytes = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    bytes += code < 0x80 ? 1 : code < 0x800 ? 2 : code < 0x10000 ? 3 : 4;
  }
  return bytes;
}

/** A menu's first problem: WeChat's errcode for it, our message (a catalogue key) and where it is. */
export interface MenuProblem {
  errcode: number;
  message: string;
  path: (string | number)[];
}

const HTTP_URL = /^https?:\/\/[^\s/?#]+[^\s]*$/i;
const isText = (value: unknown): value is string => typeof value === 'string';

function buttonProblem(button: unknown, sub: boolean, path: (string | number)[]): MenuProblem | null {
  const at = (field: string) => [...path, field];
  if (typeof button !== 'object' || button === null || Array.isArray(button))
    return { errcode: sub ? 40024 : 40017, message: 'a menu button must be an object', path };
  const b = button as Record<string, unknown>;
  const name = b.name;
  const nameMax = sub ? MENU_LIMITS.subNameBytes : MENU_LIMITS.nameBytes;
  if (!isText(name) || name.trim() === '' || utf8Bytes(name) > nameMax)
    return sub
      ? {
          errcode: 40025,
          message: 'a sub-button name is 1 to 60 bytes (a Chinese character is 3)',
          path: at('name'),
        }
      : {
          errcode: 40018,
          message: 'a button name is 1 to 16 bytes (a Chinese character is 3)',
          path: at('name'),
        };
  const subs = b.sub_button;
  if (!sub && subs !== undefined && (!Array.isArray(subs) || subs.length > MENU_LIMITS.subButtons))
    return { errcode: 40023, message: 'a button has at most 5 sub-buttons', path: at('sub_button') };
  if (!sub && Array.isArray(subs) && subs.length > 0) {
    if (b.type !== undefined)
      return {
        errcode: 40017,
        message: 'a button with sub-buttons has no type of its own',
        path: at('type'),
      };
    for (const [index, child] of subs.entries()) {
      const problem = buttonProblem(child, true, [...path, 'sub_button', index]);
      if (problem) return problem;
    }
    return null;
  }
  if (sub && subs !== undefined)
    return { errcode: 40024, message: 'a sub-button has no sub-buttons', path: at('sub_button') };
  switch (b.type) {
    case 'click':
      if (!isText(b.key) || b.key === '' || utf8Bytes(b.key) > MENU_LIMITS.keyBytes)
        return {
          errcode: sub ? 40026 : 40019,
          message: 'a click button needs a key of 1 to 128 bytes',
          path: at('key'),
        };
      return null;
    case 'view':
      return urlProblem(b.url, sub, at('url'));
    case 'miniprogram':
      if (!isText(b.appid) || !/^wx[0-9a-f]{16}$/.test(b.appid))
        return {
          errcode: 40013,
          message: "a mini program button needs the mini program's appid (wx and 16 hex digits)",
          path: at('appid'),
        };
      if (!isText(b.pagepath) || b.pagepath.trim() === '' || utf8Bytes(b.pagepath) > MENU_LIMITS.urlBytes)
        return { errcode: 40165, message: 'a mini program button needs its page path', path: at('pagepath') };
      return urlProblem(b.url, sub, at('url'));
    default:
      return {
        errcode: sub ? 40024 : 40017,
        message: 'a button is click, view or mini program, or has sub-buttons',
        path: at('type'),
      };
  }
}

function urlProblem(url: unknown, sub: boolean, path: (string | number)[]): MenuProblem | null {
  if (!isText(url) || url === '' || utf8Bytes(url) > MENU_LIMITS.urlBytes)
    return {
      errcode: sub ? 40027 : 40020,
      message: 'a link is an http(s) URL of at most 1024 bytes',
      path,
    };
  if (!HTTP_URL.test(url))
    return { errcode: sub ? 40054 : 40055, message: 'a link is an http(s) URL of at most 1024 bytes', path };
  return null;
}

/** WeChat's check of a menu (any JSON): its first problem, or null when WeChat would take it. */
export function menuProblem(menu: unknown): MenuProblem | null {
  const buttons = (menu as { button?: unknown } | null)?.button;
  if (!Array.isArray(buttons) || buttons.length < 1 || buttons.length > MENU_LIMITS.buttons)
    return { errcode: 40016, message: 'a menu has 1 to 3 buttons', path: ['button'] };
  for (const [index, button] of buttons.entries()) {
    const problem = buttonProblem(button, false, ['button', index]);
    if (problem) return problem;
  }
  return null;
}

const text = (max: number) => z.string().max(max).optional();
const buttonFields = {
  name: z.string({ error: 'a button name is 1 to 16 bytes (a Chinese character is 3)' }).max(200),
  type: z
    .enum(MENU_BUTTON_TYPES, { error: 'a button is click, view or mini program, or has sub-buttons' })
    .optional(),
  key: text(600),
  url: text(2000),
  appid: text(64),
  pagepath: text(2000),
};
const subButton = z.object(buttonFields);
const topButton = z.object({ ...buttonFields, sub_button: z.array(subButton).max(20).optional() });

/** A menu as the console saves or publishes it, refused with WeChat's rule it breaks. */
export const wechatMenu = z
  .object({ button: z.array(topButton, { error: 'a menu has 1 to 3 buttons' }).max(20) })
  .superRefine((menu, ctx) => {
    const problem = menuProblem(menu);
    if (problem) ctx.addIssue({ code: 'custom', message: problem.message, path: problem.path });
  }) as z.ZodType<WechatMenu>;
