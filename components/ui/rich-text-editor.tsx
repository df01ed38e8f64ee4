'use client';

import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import {
  Bold,
  Code,
  Heading2,
  Heading3,
  Italic,
  List,
  ListOrdered,
  Quote,
  Redo2,
  Strikethrough,
  Undo2,
  type LucideIcon,
} from 'lucide-react';
import { Direction } from 'radix-ui';
import { useRef, useState, type KeyboardEvent } from 'react';
import { cn } from '@/lib/utils';
import { Tooltip, TooltipContent, TooltipProvider, TooltipTrigger } from './tooltip';

export const RICH_TEXT_ACTIONS = [
  'bold',
  'italic',
  'strike',
  'heading2',
  'heading3',
  'bulletList',
  'orderedList',
  'blockquote',
  'code',
  'undo',
  'redo',
] as const;
export type RichTextAction = (typeof RICH_TEXT_ACTIONS)[number];

interface ActionSpec {
  Icon: LucideIcon;
  /** For `aria-keyshortcuts` (both platforms) and the tooltip. */
  keys: { aria: string; shown: string };
  /** Toggles report their state with aria-pressed; undo and redo are plain buttons. */
  isActive?: (editor: Editor) => boolean;
  can: (editor: Editor) => boolean;
  run: (editor: Editor) => void;
  /** A separator goes before this button. */
  groupStart?: boolean;
}

const shortcut = (key: string, shift = false, alt = false) => ({
  aria: ['Control', 'Meta']
    .map((mod) => [mod, shift && 'Shift', alt && 'Alt', key].filter(Boolean).join('+'))
    .join(' '),
  shown: ['Ctrl', shift && 'Shift', alt && 'Alt', key].filter(Boolean).join('+'),
});

/* Tiptap's StarterKit already binds these shortcuts; the toolbar only names them. */
const ACTIONS: Record<RichTextAction, ActionSpec> = {
  bold: {
    Icon: Bold,
    keys: shortcut('B'),
    isActive: (editor) => editor.isActive('bold'),
    can: (editor) => editor.can().toggleBold(),
    run: (editor) => editor.chain().focus().toggleBold().run(),
  },
  italic: {
    Icon: Italic,
    keys: shortcut('I'),
    isActive: (editor) => editor.isActive('italic'),
    can: (editor) => editor.can().toggleItalic(),
    run: (editor) => editor.chain().focus().toggleItalic().run(),
  },
  strike: {
    Icon: Strikethrough,
    keys: shortcut('S', true),
    isActive: (editor) => editor.isActive('strike'),
    can: (editor) => editor.can().toggleStrike(),
    run: (editor) => editor.chain().focus().toggleStrike().run(),
  },
  heading2: {
    Icon: Heading2,
    keys: shortcut('2', false, true),
    groupStart: true,
    isActive: (editor) => editor.isActive('heading', { level: 2 }),
    can: (editor) => editor.can().toggleHeading({ level: 2 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 2 }).run(),
  },
  heading3: {
    Icon: Heading3,
    keys: shortcut('3', false, true),
    isActive: (editor) => editor.isActive('heading', { level: 3 }),
    can: (editor) => editor.can().toggleHeading({ level: 3 }),
    run: (editor) => editor.chain().focus().toggleHeading({ level: 3 }).run(),
  },
  bulletList: {
    Icon: List,
    keys: shortcut('8', true),
    groupStart: true,
    isActive: (editor) => editor.isActive('bulletList'),
    can: (editor) => editor.can().toggleBulletList(),
    run: (editor) => editor.chain().focus().toggleBulletList().run(),
  },
  orderedList: {
    Icon: ListOrdered,
    keys: shortcut('7', true),
    isActive: (editor) => editor.isActive('orderedList'),
    can: (editor) => editor.can().toggleOrderedList(),
    run: (editor) => editor.chain().focus().toggleOrderedList().run(),
  },
  blockquote: {
    Icon: Quote,
    keys: shortcut('B', true),
    isActive: (editor) => editor.isActive('blockquote'),
    can: (editor) => editor.can().toggleBlockquote(),
    run: (editor) => editor.chain().focus().toggleBlockquote().run(),
  },
  code: {
    Icon: Code,
    keys: shortcut('E'),
    isActive: (editor) => editor.isActive('code'),
    can: (editor) => editor.can().toggleCode(),
    run: (editor) => editor.chain().focus().toggleCode().run(),
  },
  undo: {
    Icon: Undo2,
    keys: shortcut('Z'),
    groupStart: true,
    can: (editor) => editor.can().undo(),
    run: (editor) => editor.chain().focus().undo().run(),
  },
  redo: {
    Icon: Redo2,
    keys: shortcut('Z', true),
    can: (editor) => editor.can().redo(),
    run: (editor) => editor.chain().focus().redo().run(),
  },
};

interface RichTextEditorProps {
  /** The starting content, as HTML. */
  defaultValue: string;
  /** Called with the HTML and the plain text after every change (and once when the editor starts). */
  onChange?: (html: string, text: string) => void;
  /** The id of the visible label that names the editing area. */
  'aria-labelledby': string;
  'aria-describedby'?: string;
  /** The toolbar's name ("Formatting") and each button's words, translated by the caller. */
  toolbarLabel: string;
  actionLabels: Record<RichTextAction, string>;
  className?: string;
}

const content =
  'min-h-48 px-4 py-3 text-base outline-none sm:text-sm [&_blockquote]:my-2 [&_blockquote]:border-s-4 [&_blockquote]:border-border [&_blockquote]:ps-4 [&_blockquote]:text-muted-foreground [&_code]:rounded [&_code]:bg-muted [&_code]:px-1 [&_code]:font-mono [&_code]:text-[0.9em] [&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:text-xl [&_h2]:font-semibold [&_h3]:mt-3 [&_h3]:mb-2 [&_h3]:text-lg [&_h3]:font-semibold [&_li]:my-0.5 [&_ol]:list-decimal [&_ol]:ps-6 [&_p]:my-2 [&_ul]:list-disc [&_ul]:ps-6';

/**
 * A rich-text editor on Tiptap 3: a toolbar of labelled toggle buttons (aria-pressed; arrow keys
 * move between them, Tab enters the text), Tiptap's keyboard shortcuts, and the page's text
 * direction. Created after hydration (`immediatelyRender: false`), so server and browser agree.
 */
export function RichTextEditor({
  defaultValue,
  onChange,
  toolbarLabel,
  actionLabels,
  className,
  ...aria
}: RichTextEditorProps) {
  const dir = Direction.useDirection();
  const editor = useEditor({
    immediatelyRender: false,
    extensions: [StarterKit.configure({ link: false })],
    content: defaultValue,
    editorProps: {
      attributes: {
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-labelledby': aria['aria-labelledby'],
        ...(aria['aria-describedby'] ? { 'aria-describedby': aria['aria-describedby'] } : {}),
        dir,
        class: content,
      },
    },
    onCreate: ({ editor: created }) => onChange?.(created.getHTML(), created.getText()),
    onUpdate: ({ editor: updated }) => onChange?.(updated.getHTML(), updated.getText()),
  });
  return (
    <div
      className={cn(
        'overflow-hidden rounded-md border border-border bg-card focus-within:border-primary focus-within:ring-2 focus-within:ring-ring/30',
        className,
      )}
    >
      <EditorToolbar editor={editor} label={toolbarLabel} actionLabels={actionLabels} rtl={dir === 'rtl'} />
      {editor ? <EditorContent editor={editor} /> : <div aria-hidden className="min-h-48" />}
    </div>
  );
}

function EditorToolbar({
  editor,
  label,
  actionLabels,
  rtl,
}: {
  editor: Editor | null;
  label: string;
  actionLabels: Record<RichTextAction, string>;
  rtl: boolean;
}) {
  const state = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      current
        ? (Object.fromEntries(
            RICH_TEXT_ACTIONS.map((action) => [
              action,
              { active: ACTIONS[action].isActive?.(current) ?? false, enabled: ACTIONS[action].can(current) },
            ]),
          ) as Record<RichTextAction, { active: boolean; enabled: boolean }>)
        : null,
  });
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  // One tab stop for the whole toolbar (APG toolbar): arrow keys move it.
  const [focusIndex, setFocusIndex] = useState(0);
  const move = (event: KeyboardEvent) => {
    const last = RICH_TEXT_ACTIONS.length - 1;
    const forward = rtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = rtl ? 'ArrowRight' : 'ArrowLeft';
    const next =
      event.key === forward
        ? (focusIndex + 1) % (last + 1)
        : event.key === backward
          ? (focusIndex + last) % (last + 1)
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };
  return (
    <TooltipProvider>
      <div
        role="toolbar"
        aria-label={label}
        aria-orientation="horizontal"
        onKeyDown={move}
        className="flex flex-wrap items-center gap-0.5 border-b border-border bg-muted/40 p-1"
      >
        {RICH_TEXT_ACTIONS.map((action, index) => {
          const { Icon, keys, isActive, run, groupStart } = ACTIONS[action];
          const enabled = Boolean(editor && state?.[action].enabled);
          return (
            <span key={action} className="contents">
              {groupStart ? <span aria-hidden className="mx-1 h-5 w-px bg-border" /> : null}
              <Tooltip>
                <TooltipTrigger asChild>
                  <button
                    ref={(element) => {
                      buttons.current[index] = element;
                    }}
                    type="button"
                    tabIndex={index === focusIndex ? 0 : -1}
                    aria-label={actionLabels[action]}
                    aria-keyshortcuts={keys.aria}
                    aria-pressed={isActive ? Boolean(state?.[action].active) : undefined}
                    // aria-disabled keeps the button focusable in the toolbar while it cannot act.
                    aria-disabled={!enabled}
                    onFocus={() => setFocusIndex(index)}
                    onClick={() => {
                      if (editor && enabled) run(editor);
                    }}
                    className="grid size-9 place-items-center rounded-md text-muted-foreground transition outline-none hover:bg-accent hover:text-foreground focus-visible:ring-2 focus-visible:ring-ring aria-disabled:cursor-not-allowed aria-disabled:opacity-50 aria-pressed:bg-primary-soft aria-pressed:text-primary"
                  >
                    <Icon
                      aria-hidden
                      className={cn('size-4', (action === 'undo' || action === 'redo') && 'rtl:-scale-x-100')}
                    />
                  </button>
                </TooltipTrigger>
                <TooltipContent>
                  {actionLabels[action]} <span dir="ltr">({keys.shown})</span>
                </TooltipContent>
              </Tooltip>
            </span>
          );
        })}
      </div>
    </TooltipProvider>
  );
}
