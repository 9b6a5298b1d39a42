import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The substance module's messages (projects, tags, topics; contracts/src/substance.ts), registered in
 * server/src/messages.ts. The sort, id and 'programme not found' / 'page not found' messages are other
 * modules'; so is the cover message (template's).
 */
export const substanceMessages = {
  'status must be 0 (hidden) or 1 (shown)': {
    zh_CN: '状态只能是 0（隐藏）或 1（显示）',
    zh_TW: '狀態只能是 0（隱藏）或 1（顯示）',
  },
  'detach must be true or false': {
    zh_CN: 'detach 只能是 true 或 false',
    zh_TW: 'detach 只能是 true 或 false',
  },
  'project not found': { zh_CN: '项目不存在', zh_TW: '項目不存在' },
  'project saved': { zh_CN: '项目已保存', zh_TW: '項目已儲存' },
  'project deleted': { zh_CN: '项目已删除', zh_TW: '項目已刪除' },
  'shown on the sites': { zh_CN: '已在站点显示', zh_TW: '已在站點顯示' },
  hidden: { zh_CN: '已隐藏', zh_TW: '已隱藏' },
  'the project name is required': { zh_CN: '请填写项目名称', zh_TW: '請填寫項目名稱' },
  'the project name is at most 40 characters': {
    zh_CN: '项目名称最多 40 个字符',
    zh_TW: '項目名稱最多 40 個字元',
  },
  'the introduction is at most 500 characters': {
    zh_CN: '简介最多 500 个字符',
    zh_TW: '簡介最多 500 個字元',
  },
  'the introduction is at most 1000 characters': {
    zh_CN: '简介最多 1000 个字符',
    zh_TW: '簡介最多 1000 個字元',
  },
  'this project has {programmes} programmes: confirm to delete it and leave them without a project': {
    zh_CN: '该项目下有 {programmes} 个方案：确认后删除项目，这些方案将不再属于任何项目',
    zh_TW: '該項目下有 {programmes} 個方案：確認後刪除項目，這些方案將不再屬於任何項目',
  },
  'tag not found': { zh_CN: '标签不存在', zh_TW: '標籤不存在' },
  'tag saved': { zh_CN: '标签已保存', zh_TW: '標籤已儲存' },
  'tag deleted': { zh_CN: '标签已删除', zh_TW: '標籤已刪除' },
  'the tag name (简体中文) is required': {
    zh_CN: '请填写标签名称（简体中文）',
    zh_TW: '請填寫標籤名稱（簡體中文）',
  },
  'a tag name is at most 20 characters': { zh_CN: '标签名称最多 20 个字符', zh_TW: '標籤名稱最多 20 個字元' },
  'a tag name is at most 40 characters': { zh_CN: '标签名称最多 40 个字符', zh_TW: '標籤名稱最多 40 個字元' },
  'the colour is #rrggbb': { zh_CN: '颜色格式为 #rrggbb', zh_TW: '顏色格式為 #rrggbb' },
  'another tag is named {name}': { zh_CN: '已有名为“{name}”的标签', zh_TW: '已有名為「{name}」的標籤' },
  'this tag is on {programmes} programmes and {articles} articles: confirm to delete it and take it off them':
    {
      zh_CN: '该标签用于 {programmes} 个方案和 {articles} 篇文章：确认后删除标签并从它们上移除',
      zh_TW: '該標籤用於 {programmes} 個方案和 {articles} 篇文章：確認後刪除標籤並從它們上移除',
    },
  'tag_ids must be tag ids': { zh_CN: '标签无效', zh_TW: '標籤無效' },
  'at most 20 tags': { zh_CN: '最多 20 个标签', zh_TW: '最多 20 個標籤' },
  'tag must be a tag id': { zh_CN: '标签无效', zh_TW: '標籤無效' },
  'project must be a project id': { zh_CN: '项目无效', zh_TW: '項目無效' },
  'project_id must be a project id': { zh_CN: '项目无效', zh_TW: '項目無效' },
  'topic not found': { zh_CN: '专题不存在', zh_TW: '專題不存在' },
  'topic saved': { zh_CN: '专题已保存', zh_TW: '專題已儲存' },
  'topic deleted': { zh_CN: '专题已删除', zh_TW: '專題已刪除' },
  'topic published': { zh_CN: '专题已发布', zh_TW: '專題已發布' },
  'the topic title is required': { zh_CN: '请填写专题标题', zh_TW: '請填寫專題標題' },
  'the topic title is at most 60 characters': {
    zh_CN: '专题标题最多 60 个字符',
    zh_TW: '專題標題最多 60 個字元',
  },
  'the banner must be an uploaded image or an http(s) link': {
    zh_CN: '横幅须为上传的图片或 http(s) 链接',
    zh_TW: '橫幅須為上傳的圖片或 http(s) 連結',
  },
  'starts_at must be a date and time': { zh_CN: '开始时间无效', zh_TW: '開始時間無效' },
  'ends_at must be a date and time': { zh_CN: '结束时间无效', zh_TW: '結束時間無效' },
  'the end of the published window must be after its start': {
    zh_CN: '发布结束时间须晚于开始时间',
    zh_TW: '發布結束時間須晚於開始時間',
  },
  'this topic has {items} items: confirm to delete it with its items': {
    zh_CN: '该专题有 {items} 个内容：确认后连同内容一起删除（方案和文章本身保留）',
    zh_TW: '該專題有 {items} 個內容：確認後連同內容一起刪除（方案和文章本身保留）',
  },
  'kind must be programme or article': { zh_CN: '类型只能是方案或文章', zh_TW: '類型只能是方案或文章' },
  'topic_id is required': { zh_CN: '缺少专题', zh_TW: '缺少專題' },
  'item_id is required': { zh_CN: '缺少要添加的内容', zh_TW: '缺少要新增的內容' },
  'ids must be the topic’s item ids': {
    zh_CN: '排序须包含该专题的全部内容且各一次',
    zh_TW: '排序須包含該專題的全部內容且各一次',
  },
  'topic item not found': { zh_CN: '专题内容不存在', zh_TW: '專題內容不存在' },
  'the topic has this item already': { zh_CN: '专题中已有该内容', zh_TW: '專題中已有該內容' },
  'item added': { zh_CN: '已添加到专题', zh_TW: '已新增到專題' },
  'item removed': { zh_CN: '已从专题移除', zh_TW: '已從專題移除' },
  'order saved': { zh_CN: '顺序已保存', zh_TW: '順序已儲存' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    substance: typeof substanceMessages;
  }
}
