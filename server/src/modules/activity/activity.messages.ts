import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The activity module's messages (modules/activity: activities, their VIPs and appearance;
 * contracts/src/activity.ts and activity-appearance.ts), keyed by their English text like every catalogue
 * (see platform/i18n/messages.ts); server/src/messages.ts registers them with the others. Some are row
 * reasons of modules/transfer's activity and VIP-person datasets too (marked).
 */
export const activityMessages = {
  // an activity id in other modules' contracts (contracts/src/material.ts, upload.ts)
  'acid must be an activity id': { zh_CN: 'acid 必须是活动 id', zh_TW: 'acid 必須是活動 id' },
  // activities (activity-*.service.ts, activity-state.ts, contracts/src/activity.ts)
  // also a row reason of modules/transfer, and sent by modules/upload (an upload's acid not the caller's)
  'activity not found': { zh_CN: '活动不存在', zh_TW: '活動不存在' },
  'this activity is not paid yet': { zh_CN: '该活动尚未支付', zh_TW: '該活動尚未付款' },
  'this activity has not started yet': { zh_CN: '该活动尚未开始', zh_TW: '該活動尚未開始' },
  'this activity is in progress, end it first': {
    zh_CN: '该活动正在进行中，请先结束活动',
    zh_TW: '該活動正在進行中，請先結束活動',
  },
  'this activity has ended': { zh_CN: '该活动已结束', zh_TW: '該活動已結束' },
  'this activity is in the recycle bin, restore it first': {
    zh_CN: '该活动在回收站中，请先恢复',
    zh_TW: '該活動在回收站中，請先還原',
  },
  'this activity has been abolished': { zh_CN: '该活动已作废', zh_TW: '該活動已作廢' },
  // also a row reason of modules/transfer
  'the begin time must be before the end time': {
    zh_CN: '开始时间必须早于结束时间',
    zh_TW: '開始時間必須早於結束時間',
  },
  'the VIP deadline must not be after the end time': {
    zh_CN: 'VIP 截止时间不能晚于活动结束时间',
    zh_TW: 'VIP 截止時間不能晚於活動結束時間',
  },
  // also a row reason of modules/transfer
  'the VIP list of this activity is full': { zh_CN: '该活动的 VIP 名额已满', zh_TW: '該活動的 VIP 名額已滿' },
  'this phone number is already a VIP of this activity': {
    zh_CN: '该手机号已是本活动的 VIP',
    zh_TW: '該手機號碼已是本活動的 VIP',
  },
  'time must be YYYY-MM-DD HH:mm:ss': {
    zh_CN: '时间格式应为 YYYY-MM-DD HH:mm:ss',
    zh_TW: '時間格式應為 YYYY-MM-DD HH:mm:ss',
  },
  // also a row reason of modules/transfer
  'title must be at most 50 characters': { zh_CN: '标题最多 50 个字符', zh_TW: '標題最多 50 個字元' },
  // also a row reason of modules/transfer
  'group name must be at most 20 characters': {
    zh_CN: '分组名称最多 20 个字符',
    zh_TW: '分組名稱最多 20 個字元',
  },
  'choose a tool or a programme': { zh_CN: '请选择一个工具或方案', zh_TW: '請選擇一個工具或方案' },
  'days must be a whole number from 1 to 365': {
    zh_CN: '延期天数须为 1 到 365 的整数',
    zh_TW: '延期天數須為 1 到 365 的整數',
  },
  'order_type must be 21, 22 or 23': {
    zh_CN: 'order_type 必须是 21、22 或 23',
    zh_TW: 'order_type 必須是 21、22 或 23',
  },
  'persons must be a multiple of 100, at most 5000': {
    zh_CN: '扩容人数须为 100 的倍数，最多 5000',
    zh_TW: '擴容人數須為 100 的倍數，最多 5000',
  },
  // also a row reason of modules/transfer
  'name must be at most 30 characters': { zh_CN: '姓名最多 30 个字符', zh_TW: '姓名最多 30 個字元' },
  'tool_id is required': { zh_CN: '请选择工具', zh_TW: '請選擇工具' },
  'the access password must be at most 20 characters': {
    zh_CN: '访问密码最多 20 个字符',
    zh_TW: '存取密碼最多 20 個字元',
  },
  'the access password must be at least 4 characters': {
    zh_CN: '访问密码至少 4 个字符',
    zh_TW: '存取密碼至少 4 個字元',
  },
  'choose at least one activity': { zh_CN: '请至少选择一个活动', zh_TW: '請至少選擇一個活動' },
  // activity appearance (activity-appearance: getAppearance, editAppearance)
  'must be a storage key': { zh_CN: '必须是存储中的文件', zh_TW: '必須是儲存中的檔案' },
  'must be a list of storage keys': { zh_CN: '必须是存储中文件的列表', zh_TW: '必須是儲存中檔案的列表' },
  'must be true or false': { zh_CN: '必须是 true 或 false', zh_TW: '必須是 true 或 false' },
  'at most 9 images': { zh_CN: '最多 9 张图片', zh_TW: '最多 9 張圖片' },
  'upload at least 1 image': { zh_CN: '请至少上传 1 张图片', zh_TW: '請至少上傳 1 張圖片' },
  'the same image twice': { zh_CN: '同一张图片出现了两次', zh_TW: '同一張圖片出現了兩次' },
  'cover: please upload an image first': { zh_CN: '封面：请先上传图片', zh_TW: '封面：請先上傳圖片' },
  'music: please upload an mp3 first': { zh_CN: '背景音乐：请先上传 mp3', zh_TW: '背景音樂：請先上傳 mp3' },
  'video: please upload a video first': { zh_CN: '宣传视频：请先上传视频', zh_TW: '宣傳影片：請先上傳影片' },
  'gallery: please upload the images first': { zh_CN: '图集：请先上传图片', zh_TW: '圖集：請先上傳圖片' },
  // the consoles' activity list and its export (contracts/src/activity-console.ts, issue 15)
  'customer is at most 64 characters': { zh_CN: '客户最多 64 个字符', zh_TW: '客戶最多 64 個字元' },
  'tool_id must be a tool id': { zh_CN: 'tool_id 必须是工具 id', zh_TW: 'tool_id 必須是工具 id' },
  'status must be 0 to 5': { zh_CN: '状态必须是 0 到 5', zh_TW: '狀態必須是 0 到 5' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    activity: typeof activityMessages;
  }
}
