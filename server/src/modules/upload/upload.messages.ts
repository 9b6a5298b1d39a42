import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The upload module's messages (modules/upload: registering uploaded files; contracts/src/upload.ts), keyed
 * by their English text like every catalogue (see platform/i18n/messages.ts); server/src/messages.ts
 * registers them with the others. The storage endpoint's own messages (platform/storage) are the platform's.
 */
export const uploadMessages = {
  'the {extension} file is not supported': {
    zh_CN: '不支持 {extension} 文件',
    zh_TW: '不支援 {extension} 檔案',
  },
  'the {extension} {type} is not supported': {
    zh_CN: '不支持 {extension} 格式的 {type}',
    zh_TW: '不支援 {extension} 格式的 {type}',
  },
  'files: the same file is listed twice': {
    zh_CN: 'files: 同一文件出现了两次',
    zh_TW: 'files: 同一檔案出現了兩次',
  },
  '{name}: not an upload of yours': { zh_CN: '{name}: 不是您上传的文件', zh_TW: '{name}: 不是您上傳的檔案' },
  '{name}: the file was not uploaded': { zh_CN: '{name}: 文件尚未上传', zh_TW: '{name}: 檔案尚未上傳' },
  '{name}: the stored size ({stored}) differs from the declared size ({declared})': {
    zh_CN: '{name}: 已存储的大小（{stored}）与声明的大小（{declared}）不符',
    zh_TW: '{name}: 已儲存的大小（{stored}）與宣告的大小（{declared}）不符',
  },
  '{name}: upload {kind} size cannot exceed {limit}M': {
    zh_CN: '{name}: 上传的 {kind} 大小不能超过 {limit}M',
    zh_TW: '{name}: 上傳的 {kind} 大小不能超過 {limit}M',
  },
  '{name}: the content is not a {extension} file': {
    zh_CN: '{name}: 文件内容不是 {extension} 文件',
    zh_TW: '{name}: 檔案內容不是 {extension} 檔案',
  },
  '{name}: the declared type {declared} does not match the file': {
    zh_CN: '{name}: 声明的类型 {declared} 与文件不符',
    zh_TW: '{name}: 宣告的類型 {declared} 與檔案不符',
  },
  'storage quota reached: {used}M of {quota}M used, and this upload may take up to {size}M; delete files you no longer need':
    {
      zh_CN: '存储空间已达上限：已用 {used}M / {quota}M，本次上传最多需要 {size}M；请删除不再需要的文件',
      zh_TW: '儲存空間已達上限：已用 {used}M / {quota}M，本次上傳最多需要 {size}M；請刪除不再需要的檔案',
    },
  'files: {name} is already registered': { zh_CN: 'files: {name} 已登记', zh_TW: 'files: {name} 已登記' },
  'type must be image, video, audio or file': {
    zh_CN: '类型必须是 image、video、audio 或 file',
    zh_TW: '類型必須是 image、video、audio 或 file',
  },
  'url is required': { zh_CN: '请提供 url', zh_TW: '請提供 url' },
  'size must be a number of bytes': { zh_CN: 'size 必须是字节数', zh_TW: 'size 必須是位元組數' },
  'size must be positive': { zh_CN: 'size 必须大于 0', zh_TW: 'size 必須大於 0' },
  'files must be a list of uploaded files': {
    zh_CN: 'files 必须是已上传文件的列表',
    zh_TW: 'files 必須是已上傳檔案的清單',
  },
  'files must not be empty': { zh_CN: 'files 不能为空', zh_TW: 'files 不能為空' },
  'at most 10 files per upload': { zh_CN: '每次最多上传 10 个文件', zh_TW: '每次最多上傳 10 個檔案' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    upload: typeof uploadMessages;
  }
}
