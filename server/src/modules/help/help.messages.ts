import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The help module's messages (modules/help; contracts/src/help.ts), registered in server/src/messages.ts.
 * 'id is required', 'icon must be an antd icon name' and the sort message are other modules'.
 */
export const helpMessages = {
  'no help design': { zh_CN: '暂无帮助页面', zh_TW: '暫無說明頁面' },
  'help design not found': { zh_CN: '帮助页面不存在', zh_TW: '說明頁面不存在' },
  'help category not found': { zh_CN: '帮助分类不存在', zh_TW: '說明分類不存在' },
  'help entry not found': { zh_CN: '帮助条目不存在', zh_TW: '說明條目不存在' },
  'help category saved': { zh_CN: '分类已保存', zh_TW: '分類已儲存' },
  'help category deleted': { zh_CN: '分类已删除', zh_TW: '分類已刪除' },
  'help entry saved': { zh_CN: '帮助条目已保存', zh_TW: '說明條目已儲存' },
  'help entry deleted': { zh_CN: '帮助条目已删除', zh_TW: '說明條目已刪除' },
  'help design draft saved': { zh_CN: '草稿已保存', zh_TW: '草稿已儲存' },
  'help design published': { zh_CN: '帮助页面已发布', zh_TW: '說明頁面已發佈' },
  'help design deleted': { zh_CN: '帮助页面已删除', zh_TW: '說明頁面已刪除' },
  'the help centre holds at most 200 of these': {
    zh_CN: '帮助中心最多可保存 200 项',
    zh_TW: '說明中心最多可儲存 200 項',
  },
  'the category still has entries: move or delete them first': {
    zh_CN: '该分类下还有帮助条目，请先移走或删除',
    zh_TW: '該分類下還有說明條目，請先移走或刪除',
  },
  'a help entry shows this design: change or delete the entry first': {
    zh_CN: '有帮助条目正在使用该页面，请先修改或删除该条目',
    zh_TW: '有說明條目正在使用該頁面，請先修改或刪除該條目',
  },
  'a menu links to a help entry that does not exist': {
    zh_CN: '菜单链接的帮助条目不存在',
    zh_TW: '選單連結的說明條目不存在',
  },
  'an image of the page must be an uploaded image or an http(s) link': {
    zh_CN: '页面中的图片须为已上传的图片或 http(s) 链接',
    zh_TW: '頁面中的圖片須為已上傳的圖片或 http(s) 連結',
  },
  'the video must be an uploaded video': { zh_CN: '视频须为已上传的视频', zh_TW: '影片須為已上傳的影片' },
  'the picture must be an uploaded image or an http(s) link': {
    zh_CN: '图片须为已上传的图片或 http(s) 链接',
    zh_TW: '圖片須為已上傳的圖片或 http(s) 連結',
  },
  'the poster must be an uploaded image or an http(s) link': {
    zh_CN: '封面须为已上传的图片或 http(s) 链接',
    zh_TW: '封面須為已上傳的圖片或 http(s) 連結',
  },
  'the picture module needs its image': { zh_CN: '请为图片模块选择图片', zh_TW: '請為圖片模組選擇圖片' },
  'a text of the module is too long': { zh_CN: '模块中的文字过长', zh_TW: '模組中的文字過長' },
  'paddings and radii are whole numbers from 0 to 100': {
    zh_CN: '边距和圆角须为 0 到 100 的整数',
    zh_TW: '邊距和圓角須為 0 到 100 的整數',
  },
  'a colour is #rgb or #rrggbb, or empty': {
    zh_CN: '颜色须为 #rgb 或 #rrggbb 格式，或留空',
    zh_TW: '顏色須為 #rgb 或 #rrggbb 格式，或留空',
  },
  'a switch is 0 or 1': { zh_CN: '开关须为 0 或 1', zh_TW: '開關須為 0 或 1' },
  'a module needs its key': { zh_CN: '模块缺少标识', zh_TW: '模組缺少標識' },
  'a link is an http(s) address or a help entry': {
    zh_CN: '链接须为 http(s) 地址或帮助条目',
    zh_TW: '連結須為 http(s) 位址或說明條目',
  },
  'videoType must be 1 (uploaded), 2 (link) or 3 (embed code)': {
    zh_CN: '视频类型须为 1（上传）、2（链接）或 3（嵌入代码）',
    zh_TW: '影片類型須為 1（上傳）、2（連結）或 3（嵌入代碼）',
  },
  'the video link must be an http(s) link': {
    zh_CN: '视频链接须为 http(s) 链接',
    zh_TW: '影片連結須為 http(s) 連結',
  },
  'the embed code is at most 2000 characters': {
    zh_CN: '嵌入代码最多 2000 个字符',
    zh_TW: '嵌入代碼最多 2000 個字元',
  },
  'videoRatio must be 1 (16:9), 2 (9:16), 3 (4:3) or 4 (square)': {
    zh_CN: '视频比例须为 1（16:9）、2（9:16）、3（4:3）或 4（正方形）',
    zh_TW: '影片比例須為 1（16:9）、2（9:16）、3（4:3）或 4（正方形）',
  },
  'the video module needs its video: an upload, a link, or an embed code with an https iframe': {
    zh_CN: '请为视频模块提供视频：上传、链接或含 https iframe 的嵌入代码',
    zh_TW: '請為影片模組提供影片：上傳、連結或含 https iframe 的嵌入代碼',
  },
  'a menu item needs its title': { zh_CN: '请填写菜单项标题', zh_TW: '請填寫選單項標題' },
  'a list menu has 1 to 30 items': { zh_CN: '列表菜单须有 1 到 30 项', zh_TW: '列表選單須有 1 到 30 項' },
  'the title module needs its text': { zh_CN: '请填写标题模块的文字', zh_TW: '請填寫標題模組的文字' },
  'title_type must be 1 (underline) or 2 (icon)': {
    zh_CN: '标题样式须为 1（下划线）或 2（图标）',
    zh_TW: '標題樣式須為 1（底線）或 2（圖示）',
  },
  'subtitle_type must be 1 or 2': { zh_CN: '副标题位置须为 1 或 2', zh_TW: '副標題位置須為 1 或 2' },
  'a module is blank, picture, listMenu, title or video': {
    zh_CN: '模块须为空白、图片、列表菜单、标题或视频',
    zh_TW: '模組須為空白、圖片、列表選單、標題或影片',
  },
  'the page title is required': { zh_CN: '请填写页面标题', zh_TW: '請填寫頁面標題' },
  'the page title is at most 60 characters': {
    zh_CN: '页面标题最多 60 个字符',
    zh_TW: '頁面標題最多 60 個字元',
  },
  'a page has at most 50 modules': { zh_CN: '一个页面最多 50 个模块', zh_TW: '一個頁面最多 50 個模組' },
  'is_home must be true or false': {
    zh_CN: 'is_home 须为 true 或 false',
    zh_TW: 'is_home 須為 true 或 false',
  },
  'the category name is at most 30 characters': {
    zh_CN: '分类名称最多 30 个字符',
    zh_TW: '分類名稱最多 30 個字元',
  },
  'category_id must be a help category': {
    zh_CN: 'category_id 须为帮助分类 ID',
    zh_TW: 'category_id 須為說明分類 ID',
  },
  'the entry title is required': { zh_CN: '请填写条目标题', zh_TW: '請填寫條目標題' },
  'the entry title is at most 60 characters': {
    zh_CN: '条目标题最多 60 个字符',
    zh_TW: '條目標題最多 60 個字元',
  },
  'help_type must be 1 (design), 2 (link) or 3 (detail)': {
    zh_CN: '帮助类型须为 1（设计页面）、2（链接）或 3（图文详情）',
    zh_TW: '說明類型須為 1（設計頁面）、2（連結）或 3（圖文詳情）',
  },
  'design_id must be a help design': {
    zh_CN: 'design_id 须为帮助页面 ID',
    zh_TW: 'design_id 須為說明頁面 ID',
  },
  'the detail is too long': { zh_CN: '详情内容过长', zh_TW: '詳情內容過長' },
  'choose the design the entry shows': { zh_CN: '请选择条目展示的页面', zh_TW: '請選擇條目展示的頁面' },
  'the help link must be an http(s) link': {
    zh_CN: '帮助链接须为 http(s) 链接',
    zh_TW: '說明連結須為 http(s) 連結',
  },
  'the detail is required': { zh_CN: '请填写详情内容', zh_TW: '請填寫詳情內容' },
  "page_type must be 'help'": { zh_CN: "page_type 须为 'help'", zh_TW: "page_type 須為 'help'" },
  'id must be a help design id': { zh_CN: 'id 须为帮助页面 ID', zh_TW: 'id 須為說明頁面 ID' },
  "type must be 'home'": { zh_CN: "type 须为 'home'", zh_TW: "type 須為 'home'" },
  'give the design id or its type': { zh_CN: '请提供页面 ID 或类型', zh_TW: '請提供頁面 ID 或類型' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    help: typeof helpMessages;
  }
}
