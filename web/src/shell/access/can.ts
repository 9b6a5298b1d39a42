/**
 * Element hiding (spec §6): whether a principal may see an element, by its roles (roleCode) and
 * authorities (permission strings, the same constants the server checks: `Permission` in contracts).
 */

/** What the principal must hold of one kind: every entry of `allOf` and at least one entry of `anyOf`. */
export interface AccessRule {
  allOf?: readonly string[];
  anyOf?: readonly string[];
}

/** Both kinds must be satisfied when both are given. An omitted rule or an empty list asks for nothing. */
export interface AccessRequirement {
  roles?: AccessRule;
  authorities?: AccessRule;
}

/** What the signed-in user holds; `ShellUser` carries both. */
export interface AccessPrincipal {
  roles: readonly string[];
  authorities: readonly string[];
}

function satisfies(held: readonly string[], rule: AccessRule | undefined): boolean {
  if (!rule) return true;
  const { allOf = [], anyOf = [] } = rule;
  const set = new Set(held);
  return (
    allOf.every((entry) => set.has(entry)) && (anyOf.length === 0 || anyOf.some((entry) => set.has(entry)))
  );
}

/**
 * True when the principal meets the requirement. Without a principal (a visitor) only a requirement that
 * asks for nothing is met.
 */
export function can(principal: AccessPrincipal | null | undefined, requirement: AccessRequirement): boolean {
  const held = principal ?? { roles: [], authorities: [] };
  return satisfies(held.roles, requirement.roles) && satisfies(held.authorities, requirement.authorities);
}
