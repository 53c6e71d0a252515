import { Plugin, PluginKey } from '@tiptap/pm/state';
import { Decoration, DecorationSet } from '@tiptap/pm/view';
import { Extension } from '@tiptap/react';
import { NUMBER_PATTERN } from '../../../slide-render';

export type NumberMarkOptions = { isMarked: ((numberText: string) => boolean) | undefined };

const key = new PluginKey('pw-number-marks');

/**
 * Marks the numbers that have a recorded source (`.pw-art-num`, clickable to open it) while the text is
 * edited; decorations only, the stored text is untouched.
 */
export const NumberMarks = Extension.create<NumberMarkOptions>({
  name: 'numberMarks',
  addOptions: () => ({ isMarked: undefined }),
  addProseMirrorPlugins() {
    const isMarked = this.options.isMarked;
    if (!isMarked) return [];
    return [
      new Plugin({
        key,
        props: {
          decorations(state) {
            const decorations: Decoration[] = [];
            state.doc.descendants((node, pos) => {
              if (!node.isText || !node.text) return;
              for (const match of node.text.matchAll(NUMBER_PATTERN)) {
                if (!isMarked(match[0])) continue;
                const from = pos + match.index;
                decorations.push(
                  Decoration.inline(from, from + match[0].length, {
                    class: 'pw-art-num',
                    'data-number': match[0],
                  }),
                );
              }
            });
            return DecorationSet.create(state.doc, decorations);
          },
        },
      }),
    ];
  },
});
