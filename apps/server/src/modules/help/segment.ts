import { Jieba } from '@node-rs/jieba';
import { dict } from '@node-rs/jieba/dict';
import type { Locale } from '@biocloud/contracts';

/*
 * Words of help texts for the full-text index. Chinese has no spaces between words, and most of its words are two
 * characters, so a page is segmented by jieba (a maintained segmenter with a large dictionary) in its search mode,
 * which gives both a long word and the shorter words inside it (数据文件 -> 数据, 文件, 数据文件): a query for a
 * two-character word from the middle of a title finds it. English is left to PostgreSQL's 'english' configuration
 * (stemmed). Intl.Segmenter (ICU's dictionary) was tried first and cut words of the seeded pages into single
 * characters (上传 -> 上, 传; 测序 -> 测, 序), so jieba it is.
 */

/** Domain words the general dictionary lacks or splits; a high frequency keeps each one word. */
const DOMAIN_WORDS = [
  '比对',
  '测序',
  '质控',
  '组装',
  '注释',
  '变异',
  '基因组',
  '转录组',
  '样本',
  '样品',
  '子账号',
  '云豆',
  '解读',
  '工作流',
  '下机数据',
  '参考基因组',
  '热图',
  '箱线图',
  '散点图',
  '火山图',
  '断点续传',
];

const jieba = Jieba.withDict(dict);
jieba.loadDict(Buffer.from(DOMAIN_WORDS.map((word) => `${word} 100000`).join('\n')));

/** Words a query leaves out: they say how one asks, not what about. */
const ZH_STOP_WORDS = new Set([
  '的',
  '了',
  '和',
  '与',
  '或',
  '在',
  '是',
  '吗',
  '呢',
  '吧',
  '我',
  '我的',
  '您',
  '请',
  '如何',
  '怎么',
  '怎样',
  '怎么样',
  '什么',
  '哪里',
  '为什么',
  '能',
  '可以',
  '一个',
  '进行',
]);

const WORD = /^[\p{L}\p{N}]+$/u;

/** The text as indexed: for zh its words (and the shorter words inside them) separated by spaces; en as it is. */
export function indexText(locale: Locale, text: string): string {
  if (locale === 'en') return text;
  return jieba
    .cutForSearch(text, true)
    .filter((w) => WORD.test(w))
    .join(' ');
}

/**
 * The words of a query, each safe inside a tsquery (letters and digits only). Chinese words are cut to their
 * shortest pieces the index holds (数据文件 -> 数据, 文件), so a page where the two stand apart still matches.
 */
export function queryWords(locale: Locale, query: string): string[] {
  if (locale === 'en')
    return [
      ...new Set(
        query
          .toLowerCase()
          .split(/[^\p{L}\p{N}]+/u)
          .filter((w) => w.length > 0),
      ),
    ];
  const words = [...new Set(jieba.cutForSearch(query, true).filter((w) => WORD.test(w) && !ZH_STOP_WORDS.has(w)))];
  const shortest = words.filter(
    (w) => !words.some((other) => other !== w && other.length < w.length && w.includes(other)),
  );
  return shortest.length > 0 ? shortest : words;
}
