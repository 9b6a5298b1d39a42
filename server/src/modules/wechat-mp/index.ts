/** What other modules and the server's entry may use of the official-account module: its routes and its job. */
export { followerSyncHandler } from './follower-sync.job.ts';
export { wechatMpClient } from './sandbox-wechat.ts';
export { wechatMpRoutes } from './wechat-mp.routes.ts';
