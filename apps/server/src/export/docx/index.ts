export { type ArticleDocxInput, writeArticleDocx } from './article-docx';
export { type DeckDocxInput, type ImageLoader, writeDeckDocx } from './deck-docx';
