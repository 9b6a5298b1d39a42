import type { Translation } from '#server/platform/i18n/messages.ts';

/** The team attestation module's messages (modules/attestation; contracts/src/attestation.ts). */
export const attestationMessages = {
  'please upload the business licence': { zh_CN: '请上传营业执照', zh_TW: '請上傳營業執照' },
  'please enter the contact person': { zh_CN: '请输入联系人', zh_TW: '請輸入聯絡人' },
  'the contact person is at most 32 characters': {
    zh_CN: '联系人最多 32 个字符',
    zh_TW: '聯絡人最多 32 個字元',
  },
  'action must be approve or reject': {
    zh_CN: '操作只能是通过（approve）或驳回（reject）',
    zh_TW: '操作只能是通過（approve）或駁回（reject）',
  },
  'the reason is at most 200 characters': { zh_CN: '原因最多 200 个字符', zh_TW: '原因最多 200 個字元' },
  'please give the reason for the rejection': { zh_CN: '请填写驳回原因', zh_TW: '請填寫駁回原因' },
  'the business licence must be an image uploaded in this team': {
    zh_CN: '营业执照必须是在当前团队上传的图片',
    zh_TW: '營業執照必須是在目前團隊上傳的圖片',
  },
  'a submission is already waiting for review': {
    zh_CN: '已有一份资料正在等待审核',
    zh_TW: '已有一份資料正在等待審核',
  },
  'attestation not found': { zh_CN: '认证资料不存在', zh_TW: '認證資料不存在' },
  'this submission has already been reviewed': { zh_CN: '该资料已审核', zh_TW: '該資料已審核' },
  'submitted for review': { zh_CN: '已提交审核', zh_TW: '已提交審核' },
  'the team is verified': { zh_CN: '已通过认证', zh_TW: '已通過認證' },
  rejected: { zh_CN: '已驳回', zh_TW: '已駁回' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    attestation: typeof attestationMessages;
  }
}
