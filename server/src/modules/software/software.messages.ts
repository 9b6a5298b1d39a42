import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The software module's messages (modules/software; contracts/src/software.ts), registered in
 * server/src/messages.ts. 'id is required', 'agent_id must be an agent id' and 'agent not found' are the
 * platform's; the price and sort messages organization's; the status message plugin's; the cover message
 * template's.
 */
export const softwareMessages = {
  'software not found': { zh_CN: '软件不存在', zh_TW: '軟體不存在' },
  'software created': { zh_CN: '软件已创建', zh_TW: '軟體已建立' },
  'software saved': { zh_CN: '软件已保存', zh_TW: '軟體已儲存' },
  'software put on sale': { zh_CN: '软件已上架', zh_TW: '軟體已上架' },
  'software taken off sale': { zh_CN: '软件已下架', zh_TW: '軟體已下架' },
  'software deleted': { zh_CN: '软件已删除', zh_TW: '軟體已刪除' },
  'software offered through the agent': { zh_CN: '已允许代理商销售该软件', zh_TW: '已允許代理商銷售該軟體' },
  'software withdrawn from the agent': { zh_CN: '已停止代理商销售该软件', zh_TW: '已停止代理商銷售該軟體' },
  'the software name is required': { zh_CN: '请填写软件名称', zh_TW: '請填寫軟體名稱' },
  'the software name is at most 60 characters': {
    zh_CN: '软件名称最多 60 个字符',
    zh_TW: '軟體名稱最多 60 個字元',
  },
  'the version is at most 30 characters': { zh_CN: '版本号最多 30 个字符', zh_TW: '版本號最多 30 個字元' },
  'the software description is at most 1000 characters': {
    zh_CN: '软件简介最多 1000 个字符',
    zh_TW: '軟體簡介最多 1000 個字元',
  },
  'seats must be a whole number from 1 to 10000': {
    zh_CN: '授权台数须为 1 到 10000 的整数',
    zh_TW: '授權台數須為 1 到 10000 的整數',
  },
  'the installer must be a file the platform uploaded': {
    zh_CN: '安装包须为平台上传的文件',
    zh_TW: '安裝包須為平台上傳的檔案',
  },
  'software_id must be a software id': {
    zh_CN: 'software_id 必须是软件 id',
    zh_TW: 'software_id 必須是軟體 id',
  },
  'offered must be true or false': {
    zh_CN: 'offered 必须为 true 或 false',
    zh_TW: 'offered 必須為 true 或 false',
  },
  "the agent's price must be a whole number of cents, 0 or more": {
    zh_CN: '批发价须为不小于 0 的整数（分）',
    zh_TW: '批發價須為不小於 0 的整數（分）',
  },
  "set the agent's price": { zh_CN: '请设置批发价', zh_TW: '請設定批發價' },
  "the agent's price may not be below the platform's price": {
    zh_CN: '批发价不能低于平台价',
    zh_TW: '批發價不能低於平台價',
  },
  'this software is off sale: put it on sale first': {
    zh_CN: '该软件已下架，请先上架',
    zh_TW: '該軟體已下架，請先上架',
  },
  "an agent sells this software below the new price: raise the agent's price first": {
    zh_CN: '有代理商的批发价低于新的平台价，请先调高其批发价',
    zh_TW: '有代理商的批發價低於新的平台價，請先調高其批發價',
  },
  'agents offer this software: withdraw their offers or take it off sale': {
    zh_CN: '已有代理商销售该软件：请先停止其销售，或将软件下架',
    zh_TW: '已有代理商銷售該軟體：請先停止其銷售，或將軟體下架',
  },
  // buying licences (software-purchase.service.ts); 'product does not exist', 'the price has changed…' and
  // 'amount is required' are order's
  'software_id is required': { zh_CN: '请选择软件', zh_TW: '請選擇軟體' },
  'quantity must be a whole number from 1 to 20': {
    zh_CN: '购买数量须为 1 到 20 的整数',
    zh_TW: '購買數量須為 1 到 20 的整數',
  },
  'id must be a licence id': { zh_CN: 'id 必须是授权编号', zh_TW: 'id 必須是授權編號' },
  'licence not found': { zh_CN: '授权不存在', zh_TW: '授權不存在' },
  'the licence has been revoked': { zh_CN: '该授权已被撤销', zh_TW: '該授權已被撤銷' },
  // issued licences for staff (licence-staff.service.ts)
  'licence revoked': { zh_CN: '授权已撤销', zh_TW: '授權已撤銷' },
  'this software has no installer to download': {
    zh_CN: '该软件没有可下载的安装包',
    zh_TW: '該軟體沒有可下載的安裝檔',
  },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    software: typeof softwareMessages;
  }
}
