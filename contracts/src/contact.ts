// No zod here: the login screens check what is typed with these before any contract module is loaded (issue 19).

const phonePattern = /^1[3-9]\d{9}$/;
const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isPhone = (value: string) => phonePattern.test(value);
export const isEmail = (value: string) => emailPattern.test(value);
