export { Access, type AccessProps } from './Access';
export { type AccessPrincipal, type AccessRequirement, type AccessRule, can } from './can';
export { useCan } from './useCan';
