// No zod here: the customer console's public menus use it before any contract module is loaded (issue 19).

/** Spec §3 "Menu item from server". menu_type 0 = menu entry, 4 = programme entry, others = permission string. */
export const MenuType = { menu: 0, permission: 1, programme: 4 } as const;
