import type { Translation } from '#server/platform/i18n/messages.ts';

/**
 * The material module's messages (modules/material: the material library; contracts/src/material.ts), keyed
 * by their English text like every catalogue (see platform/i18n/messages.ts); server/src/messages.ts
 * registers them with the others.
 */
export const materialMessages = {
  'delete succeeded': { zh_CN: '删除成功', zh_TW: '刪除成功' },
  'file not found': { zh_CN: '文件不存在', zh_TW: '檔案不存在' },
  'category not found': { zh_CN: '分类不存在', zh_TW: '分類不存在' },
  'material not found': { zh_CN: '素材不存在', zh_TW: '素材不存在' },
  'at most {max} categories': { zh_CN: '最多 {max} 个分类', zh_TW: '最多 {max} 個分類' },
  'a category named {name} already exists': {
    zh_CN: '已存在名为“{name}”的分类',
    zh_TW: '已存在名為「{name}」的分類',
  },
  'file_id: only a {kind} can replace this material': {
    zh_CN: 'file_id：只能用{kind}替换此素材',
    zh_TW: 'file_id：只能用{kind}替換此素材',
  },
  'hook must be background, avatar, banner or share': {
    zh_CN: 'hook 必须是 background、avatar、banner 或 share',
    zh_TW: 'hook 必須是 background、avatar、banner 或 share',
  },
  'category must be a category id': { zh_CN: 'category 必须是分类 id', zh_TW: 'category 必須是分類 id' },
  'keyword is at most 100 characters': { zh_CN: '关键词最多 100 个字符', zh_TW: '關鍵字最多 100 個字元' },
  'ids must be a list of file ids': { zh_CN: 'ids 必须是文件 id 列表', zh_TW: 'ids 必須是檔案 id 清單' },
  'id must be a file id': { zh_CN: 'id 必须是文件 id', zh_TW: 'id 必須是檔案 id' },
  'category_id must be a category id': {
    zh_CN: 'category_id 必须是分类 id',
    zh_TW: 'category_id 必須是分類 id',
  },
  'give a new name or a category': { zh_CN: '请提供新名称或分类', zh_TW: '請提供新名稱或分類' },
  'category name is required': { zh_CN: '请输入分类名称', zh_TW: '請輸入分類名稱' },
  'category name is at most 30 characters': {
    zh_CN: '分类名称最多 30 个字符',
    zh_TW: '分類名稱最多 30 個字元',
  },
  'id must be a category id': { zh_CN: 'id 必须是分类 id', zh_TW: 'id 必須是分類 id' },
  'mine must be 0 or 1': { zh_CN: 'mine 必须是 0 或 1', zh_TW: 'mine 必須是 0 或 1' },
  'id must be a material id': { zh_CN: 'id 必须是素材 id', zh_TW: 'id 必須是素材 id' },
  'file_id must be a file id': { zh_CN: 'file_id 必须是文件 id', zh_TW: 'file_id 必須是檔案 id' },
  'give a new name or a file': { zh_CN: '请提供新名称或文件', zh_TW: '請提供新名稱或檔案' },
} satisfies Record<string, Translation>;

declare module '#server/platform/i18n/messages.ts' {
  interface ModuleMessages {
    material: typeof materialMessages;
  }
}
