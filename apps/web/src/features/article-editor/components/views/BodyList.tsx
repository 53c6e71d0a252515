import type { BodyItem } from '@prowrite/contracts';
import { lazy, Suspense } from 'react';
import { useArticleRender, useCurrentComponent } from '../../state/render-context';
import { type ContainerLoc, containerKey } from '../../utils/locations';
import { BodyItemView } from './BodyItemView';

// Drag and drop, insert buttons and comments exist only in the editor.
const EditableBodyList = lazy(async () => ({
  default: (await import('../editor/EditableBodyList')).EditableBodyList,
}));

/** The body items of a chapter or a section: text, one image or a list of images each. */
export function BodyList({ items, container }: { items: BodyItem[]; container: ContainerLoc }) {
  const { editor } = useArticleRender();
  const component = useCurrentComponent();
  const plain = (
    <div className="pw-art-body-list">
      {items.map((item, i) => (
        <BodyItemView key={item.id} item={item} index={i} container={container} />
      ))}
    </div>
  );
  if (!editor) return plain;
  return (
    <Suspense fallback={plain}>
      <EditableBodyList items={items} container={container} listKey={containerKey(component.id, container)} />
    </Suspense>
  );
}
