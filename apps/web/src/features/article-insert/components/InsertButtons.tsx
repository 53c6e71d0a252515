import type { ArticleComponent } from '@prowrite/contracts';

export type InsertButtonsProps = {
  workId: string;
  templateNumber: number;
  rocheFlag: boolean;
  onlyImage?: boolean;
  onInsert: (component: ArticleComponent) => void;
};

export function InsertButtons(_props: InsertButtonsProps) {
  return null;
}
