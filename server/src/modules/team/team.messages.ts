import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The team module's messages (modules/team; contracts/src/team.ts), registered in server/src/messages.ts.
 * 'role not found' (staff), 'role created', 'role saved', 'role deleted', 'this role code is taken', 'menu not
 * found' and the built-in refusal (role) are those modules' own.
 */
export const teamMessages = {
  'member not found': { zh_CN: '成员不存在', zh_TW: '成員不存在' },
  'invitation not found': { zh_CN: '邀请不存在', zh_TW: '邀請不存在' },
  'invitation created and emailed': { zh_CN: '邀请已创建并发送邮件', zh_TW: '邀請已建立並寄出郵件' },
  'invitation emailed again': {
    zh_CN: '已重新发送邀请邮件，之前的链接已失效',
    zh_TW: '已重新寄出邀請郵件，先前的連結已失效',
  },
  'this invitation has no email: share its link instead': {
    zh_CN: '该邀请未指定邮箱，请直接分享链接',
    zh_TW: '該邀請未指定信箱，請直接分享連結',
  },
  'the email could not be sent, please try again later': {
    zh_CN: '邮件发送失败，请稍后重试',
    zh_TW: '郵件寄送失敗，請稍後再試',
  },
  'role changed': { zh_CN: '角色已修改', zh_TW: '角色已修改' },
  'member removed': { zh_CN: '成员已移除', zh_TW: '成員已移除' },
  'invitation created': { zh_CN: '邀请已创建', zh_TW: '邀請已建立' },
  'invitation revoked': { zh_CN: '邀请已撤销', zh_TW: '邀請已撤銷' },
  'you joined the team': { zh_CN: '已加入团队', zh_TW: '已加入團隊' },
  'the team needs an owner: make another member an owner first': {
    zh_CN: '团队至少需要一位负责人：请先将另一位成员设为负责人',
    zh_TW: '團隊至少需要一位負責人：請先將另一位成員設為負責人',
  },
  'the last owner of a team cannot be removed': {
    zh_CN: '不能移除团队的最后一位负责人',
    zh_TW: '不能移除團隊的最後一位負責人',
  },
  'this role is held by {count} members; give them another role first': {
    zh_CN: '该角色仍有 {count} 位成员在使用，请先为他们更换角色',
    zh_TW: '該角色仍有 {count} 位成員在使用，請先為他們更換角色',
  },
  'this role is offered by {count} pending invitations; revoke them first': {
    zh_CN: '有 {count} 个待接受的邀请使用该角色，请先撤销这些邀请',
    zh_TW: '有 {count} 個待接受的邀請使用該角色，請先撤銷這些邀請',
  },
  'this invitation was already used': { zh_CN: '该邀请已被使用', zh_TW: '該邀請已被使用' },
  'this invitation was revoked': { zh_CN: '该邀请已被撤销', zh_TW: '該邀請已被撤銷' },
  'this invitation has expired': { zh_CN: '该邀请已过期', zh_TW: '該邀請已過期' },
  'this invitation is for another email address': {
    zh_CN: '该邀请仅限另一个邮箱使用',
    zh_TW: '該邀請僅限另一個信箱使用',
  },
  'you are already a member of this team': { zh_CN: '你已是该团队的成员', zh_TW: '你已是該團隊的成員' },
  'an account with this email already exists: sign in, then open the invitation again': {
    zh_CN: '该邮箱已有账号：请先登录，再打开邀请链接',
    zh_TW: '該信箱已有帳號：請先登入，再開啟邀請連結',
  },
  // contracts/src/team.ts
  'choose a role': { zh_CN: '请选择角色', zh_TW: '請選擇角色' },
  'the link is valid for 1 to 30 days': {
    zh_CN: '链接有效期为 1 到 30 天',
    zh_TW: '連結有效期為 1 到 30 天',
  },
  'the invitation link is not valid': { zh_CN: '邀请链接无效', zh_TW: '邀請連結無效' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    team: typeof teamMessages;
  }
}
