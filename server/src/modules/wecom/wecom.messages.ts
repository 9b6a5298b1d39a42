import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The WeCom module's messages (modules/wecom; contracts/src/wecom.ts), registered in server/src/messages.ts.
 * 'agent_id must be an agent id' and 'agent not found' are the platform's.
 */
export const wecomMessages = {
  'status must be unverified, verified or failed': {
    zh_CN: '状态须为 unverified、verified 或 failed',
    zh_TW: '狀態須為 unverified、verified 或 failed',
  },
  'WeCom binding not found': { zh_CN: '该代理商尚未设置企业微信', zh_TW: '該代理商尚未設定企業微信' },
  'WeCom binding saved': { zh_CN: '企业微信设置已保存', zh_TW: '企業微信設定已儲存' },
  'WeCom binding deleted': { zh_CN: '企业微信设置已删除', zh_TW: '企業微信設定已刪除' },
  'WeCom binding verified': { zh_CN: '企业微信验证通过', zh_TW: '企業微信驗證通過' },
  'WeCom binding check failed': { zh_CN: '企业微信验证未通过', zh_TW: '企業微信驗證未通過' },
  'the secret is required for a new binding': {
    zh_CN: '首次设置须填写 Secret',
    zh_TW: '首次設定須填寫 Secret',
  },
  'the corp id is required': { zh_CN: '请填写企业 ID', zh_TW: '請填寫企業 ID' },
  'the corp id is "ww" followed by 16 letters or digits': {
    zh_CN: '企业 ID 为 ww 加 16 位字母或数字',
    zh_TW: '企業 ID 為 ww 加 16 位字母或數字',
  },
  'the app AgentId is a positive whole number': {
    zh_CN: '应用 AgentId 须为正整数',
    zh_TW: '應用 AgentId 須為正整數',
  },
  'the secret is at most 128 characters': {
    zh_CN: 'Secret 最多 128 个字符',
    zh_TW: 'Secret 最多 128 個字元',
  },
  'the secret is letters, digits, _ and - only': {
    zh_CN: 'Secret 只能包含字母、数字、_ 和 -',
    zh_TW: 'Secret 只能包含字母、數字、_ 和 -',
  },
  'the callback token is required': { zh_CN: '请填写回调 Token', zh_TW: '請填寫回呼 Token' },
  'the callback token is at most 32 letters or digits': {
    zh_CN: '回调 Token 为最多 32 位字母或数字',
    zh_TW: '回呼 Token 為最多 32 位字母或數字',
  },
  'the EncodingAESKey is required': { zh_CN: '请填写 EncodingAESKey', zh_TW: '請填寫 EncodingAESKey' },
  'the EncodingAESKey is 43 letters or digits': {
    zh_CN: 'EncodingAESKey 须为 43 位字母或数字',
    zh_TW: 'EncodingAESKey 須為 43 位字母或數字',
  },
  // why a check failed (recorded with the binding, shown in the reader's language)
  'WeCom does not know this corp id ({errcode})': {
    zh_CN: '企业微信不认识此企业 ID（{errcode}）',
    zh_TW: '企業微信不認識此企業 ID（{errcode}）',
  },
  'WeCom refused the secret: it is not the secret of an app of this corp ({errcode})': {
    zh_CN: '企业微信拒绝了 Secret：它不是该企业应用的 Secret（{errcode}）',
    zh_TW: '企業微信拒絕了 Secret：它不是該企業應用的 Secret（{errcode}）',
  },
  'WeCom refused the request ({errcode})': {
    zh_CN: '企业微信拒绝了请求（{errcode}）',
    zh_TW: '企業微信拒絕了請求（{errcode}）',
  },
  'WeCom did not answer in time': { zh_CN: '企业微信没有及时响应', zh_TW: '企業微信沒有及時回應' },
  'WeCom could not be reached': { zh_CN: '无法连接企业微信', zh_TW: '無法連線企業微信' },
  'WeCom answered something unexpected': {
    zh_CN: '企业微信的响应无法识别',
    zh_TW: '企業微信的回應無法識別',
  },
  'the stored secret cannot be read (its key changed): enter it again': {
    zh_CN: '已保存的 Secret 无法读取（密钥已更换），请重新填写',
    zh_TW: '已儲存的 Secret 無法讀取（金鑰已更換），請重新填寫',
  },
  // the callback URL's refusals (WeCom's verification GET)
  'the callback lacks msg_signature, timestamp, nonce or echostr': {
    zh_CN: '回调缺少 msg_signature、timestamp、nonce 或 echostr',
    zh_TW: '回呼缺少 msg_signature、timestamp、nonce 或 echostr',
  },
  'the callback signature does not match': { zh_CN: '回调签名不匹配', zh_TW: '回呼簽章不相符' },
  'the callback cannot be decrypted with this EncodingAESKey': {
    zh_CN: '回调无法用此 EncodingAESKey 解密',
    zh_TW: '回呼無法用此 EncodingAESKey 解密',
  },
  'the sandbox WeCom verified the callback URL': {
    zh_CN: '沙箱企业微信已验证回调 URL',
    zh_TW: '沙箱企業微信已驗證回呼 URL',
  },
  'the callback URL did not answer the sandbox WeCom correctly': {
    zh_CN: '回调 URL 未正确应答沙箱企业微信',
    zh_TW: '回呼 URL 未正確回應沙箱企業微信',
  },
  'only the sandbox WeCom verifies a callback URL from here: save the URL in the WeCom app instead': {
    zh_CN: '只有沙箱企业微信可在此验证回调 URL：请在企业微信应用中保存该 URL',
    zh_TW: '只有沙箱企業微信可在此驗證回呼 URL：請在企業微信應用中儲存該 URL',
  },
  'the callback is for another corp': { zh_CN: '回调属于其他企业', zh_TW: '回呼屬於其他企業' },
  // SCRM › 企微客户: contacts, acquisition links and tags (wecom-contacts.*)
  "this corp is not verified yet: verify it in the partner's WeCom tab first": {
    zh_CN: '该企业尚未验证：请先在代理商的企业微信设置中验证',
    zh_TW: '該企業尚未驗證：請先在代理商的企業微信設定中驗證',
  },
  'WeCom does not know this member': { zh_CN: '企业微信中没有该成员', zh_TW: '企業微信中沒有該成員' },
  'WeCom does not know this tag': { zh_CN: '企业微信中没有该标签', zh_TW: '企業微信中沒有該標籤' },
  'a tag of this name already exists': { zh_CN: '已有同名标签', zh_TW: '已有同名標籤' },
  'acquisition link created': { zh_CN: '获客链接已创建', zh_TW: '獲客連結已建立' },
  'acquisition link deleted': { zh_CN: '获客链接已删除', zh_TW: '獲客連結已刪除' },
  'acquisition link not found': { zh_CN: '获客链接不存在', zh_TW: '獲客連結不存在' },
  'contacts sync queued': { zh_CN: '已开始同步客户', zh_TW: '已開始同步客戶' },
  'tag created': { zh_CN: '标签已创建', zh_TW: '標籤已建立' },
  'the callback is not WeCom XML': {
    zh_CN: '回调内容不是企业微信的 XML',
    zh_TW: '回呼內容不是企業微信的 XML',
  },
  'the link name is required': { zh_CN: '请填写链接名称', zh_TW: '請填寫連結名稱' },
  'the link name is at most 30 characters': {
    zh_CN: '链接名称最多 30 个字符',
    zh_TW: '連結名稱最多 30 個字元',
  },
  'the tag name is required': { zh_CN: '请填写标签名称', zh_TW: '請填寫標籤名稱' },
  'the tag name is at most 30 characters': {
    zh_CN: '标签名称最多 30 个字符',
    zh_TW: '標籤名稱最多 30 個字元',
  },
  'a member is a WeCom userid': {
    zh_CN: '成员须为企业微信账号（userid）',
    zh_TW: '成員須為企業微信帳號（userid）',
  },
  'choose at least one member': { zh_CN: '请至少选择一名成员', zh_TW: '請至少選擇一名成員' },
  'a link adds people to at most 100 members': {
    zh_CN: '一个链接最多关联 100 名成员',
    zh_TW: '一個連結最多關聯 100 名成員',
  },
  'a member is chosen twice': { zh_CN: '成员重复', zh_TW: '成員重複' },
  'a tag is a WeCom tag id': { zh_CN: '标签须为企业微信的标签 ID', zh_TW: '標籤須為企業微信的標籤 ID' },
  'a link gives at most 20 tags': { zh_CN: '一个链接最多 20 个标签', zh_TW: '一個連結最多 20 個標籤' },
  'a tag is chosen twice': { zh_CN: '标签重复', zh_TW: '標籤重複' },
  'id must be an acquisition link id': { zh_CN: 'id 须为获客链接 ID', zh_TW: 'id 須為獲客連結 ID' },
  'link_id must be an acquisition link id': {
    zh_CN: 'link_id 须为获客链接 ID',
    zh_TW: 'link_id 須為獲客連結 ID',
  },
  // the sandbox's acquisition link page
  'Sandbox WeCom': { zh_CN: '沙箱企业微信', zh_TW: '沙箱企業微信' },
  'This is a sandbox: no WeCom account is used.': {
    zh_CN: '这是沙箱：不会使用真实的企业微信账号。',
    zh_TW: '這是沙箱：不會使用真實的企業微信帳號。',
  },
  'a member of the corp {corp}': { zh_CN: '企业 {corp} 的成员', zh_TW: '企業 {corp} 的成員' },
  'Your name': { zh_CN: '你的名字', zh_TW: '你的名字' },
  'Add as a contact': { zh_CN: '添加为联系人', zh_TW: '加為聯絡人' },
  'enter your name (at most 30 characters)': {
    zh_CN: '请输入你的名字（最多 30 个字符）',
    zh_TW: '請輸入你的名字（最多 30 個字元）',
  },
  'You added {member} as a contact': { zh_CN: '已添加 {member} 为联系人', zh_TW: '已將 {member} 加為聯絡人' },
  'This link is invalid or was deleted': { zh_CN: '链接无效或已删除', zh_TW: '連結無效或已刪除' },
  "The corp's app did not accept the new contact": {
    zh_CN: '企业的应用未接收该联系人',
    zh_TW: '企業的應用未接收該聯絡人',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    wecom: typeof wecomMessages;
  }
}
