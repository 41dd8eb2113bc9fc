/**
 * The words the project's Japanese glossary replaced, each with the word said instead: one list for every
 * place a Japanese player reads (lang/ja.json and the Japanese packs in test/glossary.test.ts, the Japanese
 * docs in test/docs-ja.test.ts), so a variant banned in one is banned in all.
 */
export const VARIANTS: readonly { readonly variant: RegExp; readonly instead: string }[] = [
  { variant: /標準戦闘/, instead: "基本戦闘" },
  { variant: /固有能力/, instead: "特殊能力" },
  { variant: /マークスマン/, instead: "シューター" },
  { variant: /自動的(?:成功|失敗)/, instead: "自動成功 / 自動失敗" },
  { variant: /コマ(?!ンド)/, instead: "トークン" },
  { variant: /後退/, instead: "離脱" },
  { variant: /強行|オーバーライド/, instead: "GM裁定" },
  { variant: /クリティカル値/, instead: "C値" },
  { variant: /狙い撃ち/, instead: "《牽制攻撃》" },
  { variant: /クリティカルバレット/, instead: "【クリティカル・バレット】" },
  { variant: /味方後方|敵後方|自陣|(?:自軍|敵軍?)の後方/, instead: "自軍後方エリア / 敵軍後方エリア" },
  { variant: /戦闘離脱|戦闘から離脱/, instead: "退場 (離脱 is leaving a melee)" },
  { variant: /スタンダード戦闘/, instead: "基本戦闘" },
  { variant: /クラスの資源|クラスアイテム/, instead: "技能" },
  { variant: /カスタム技能|独自技能/, instead: "その他の技能" },
  { variant: /[AB]テーブル/, instead: "経験点表A / 経験点表B" },
  { variant: /未識別時の名前|未鑑定名/, instead: "識別前の名前" },
  { variant: /技能の技(?!芸)/, instead: "技芸" },
  // A bare 技 for a class technique (魔法・技・アイテム, 技のカード). Spared: the words that hold 技 (特技, 練技,
  // 技能, 技芸, 組み技 …), the base stat 技 of 技・体・心 (also 技 / 体 / 心, 技、体、心) and that stat's own label.
  {
    variant: /^(?!技$).*(?<![特練秘演競妙闘球組み殺大小神])技(?![芸能術巧量師]|\s*[・/、]\s*体)/,
    instead: "技芸",
  },
  { variant: /攻撃種別/, instead: "攻撃の種類" },
  { variant: /自動取得/, instead: "自動習得" },
  { variant: /個数/, instead: "数量" },
  { variant: /模型/, instead: "モデル（公開APIをなぞった偽のFoundry）" },
];

/** Does `text` (one lang value or one line) say any of the variants? */
export const saysVariant = (text: string): boolean => VARIANTS.some(({ variant }) => variant.test(text));
