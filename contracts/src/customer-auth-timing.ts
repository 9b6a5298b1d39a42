// No zod here: the sign-in panel counts and polls with these before any contract module is loaded (issue 19).

/** Spec §9: the send-code button counts down 120 s; the WeChat login popup polls every 2 s. */
export const CODE_COUNTDOWN_SECONDS = 120;
export const WECHAT_POLL_MS = 2000;
