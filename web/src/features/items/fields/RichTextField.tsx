import '@mantine/tiptap/styles.layer.css';
import { Input } from '@mantine/core';
import { Link, RichTextEditor } from '@mantine/tiptap';
import Placeholder from '@tiptap/extension-placeholder';
import { useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useMemo, useRef } from 'react';
import { useTranslation } from '../../../app/i18n';
import { sanitizeStoredHtml } from '../../../components/RichHtml';

interface RichTextFieldProps {
  label: string;
  /** HTML; '' for empty. */
  value: string;
  onChange: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

/** What Tiptap answers for an empty document, which the form should see as ''. */
function normalize(html: string): string {
  return html === '<p></p>' ? '' : html;
}

/**
 * Notes as rich text (002 §5): basic formats only (bold, italic, underline, strike, lists, links), an
 * undo stack of 50 steps grouped after 1 s. The server sanitizes again whatever arrives.
 */
export function RichTextField({ label, value, onChange, placeholder, disabled }: RichTextFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  // The value last put into the editor and how the editor writes it. Tiptap rewrites some stored HTML
  // (a list item's text wrapped in <p>) without anyone typing; that reading must not count as a change,
  // or a form turns dirty and an autosaving page writes on open.
  const shown = useRef<{ value: string; html: string } | null>(null);
  const report = (html: string) => onChange(shown.current && html === shown.current.html ? shown.current.value : html);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
        // Link comes from Mantine's extension below, with its keyboard shortcut.
        link: false,
        undoRedo: { depth: 50, newGroupDelay: 1000 },
      }),
      Link.configure({ openOnClick: false, protocols: ['http', 'https', 'mailto'], defaultProtocol: 'https' }),
      Placeholder.configure({ placeholder: placeholder ?? '' }),
    ],
    // Stored notes pass the shared allow-list before Tiptap parses them, like every stored HTML shown.
    content: sanitizeStoredHtml(value),
    editable: !disabled,
    immediatelyRender: true,
    shouldRerenderOnTransaction: false,
    editorProps: { attributes: { 'aria-labelledby': labelId, 'aria-multiline': 'true', role: 'textbox' } },
    onCreate: ({ editor: e }) => {
      shown.current = { value, html: normalize(e.getHTML()) };
    },
    onUpdate: ({ editor: e }) => report(normalize(e.getHTML())),
  });

  // A reset from outside (Add and create another, a live reload): show the new value.
  useEffect(() => {
    // A destroyed editor (unmounting, or React re-creating it) has no schema left to read.
    if (!editor || editor.isDestroyed) return;
    const html = normalize(editor.getHTML());
    if (html === value || (shown.current?.value === value && shown.current.html === html)) return;
    editor.commands.setContent(sanitizeStoredHtml(value), { emitUpdate: false });
    shown.current = { value, html: normalize(editor.getHTML()) };
  }, [editor, value]);
  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  const labels = useMemo(
    () => ({
      boldControlLabel: t('RTE_BOLD'),
      italicControlLabel: t('RTE_ITALIC'),
      underlineControlLabel: t('RTE_UNDERLINE'),
      strikeControlLabel: t('RTE_STRIKE'),
      bulletListControlLabel: t('RTE_BULLET_LIST'),
      orderedListControlLabel: t('RTE_ORDERED_LIST'),
      linkControlLabel: t('RTE_LINK'),
      unlinkControlLabel: t('RTE_UNLINK'),
      undoControlLabel: t('RTE_UNDO'),
      redoControlLabel: t('RTE_REDO'),
      linkEditorInputLabel: t('RTE_LINK_URL'),
      linkEditorInputPlaceholder: t('RTE_LINK_PLACEHOLDER'),
      linkEditorExternalLink: t('RTE_LINK_EXTERNAL'),
      linkEditorInternalLink: t('RTE_LINK_INTERNAL'),
      linkEditorSave: t('RTE_LINK_SAVE'),
    }),
    [t],
  );

  return (
    <Input.Wrapper label={label} labelProps={{ id: labelId }}>
      <RichTextEditor editor={editor} labels={labels}>
        {!disabled && (
          <RichTextEditor.Toolbar>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Bold />
              <RichTextEditor.Italic />
              <RichTextEditor.Underline />
              <RichTextEditor.Strikethrough />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.BulletList />
              <RichTextEditor.OrderedList />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Link />
              <RichTextEditor.Unlink />
            </RichTextEditor.ControlsGroup>
            <RichTextEditor.ControlsGroup>
              <RichTextEditor.Undo />
              <RichTextEditor.Redo />
            </RichTextEditor.ControlsGroup>
          </RichTextEditor.Toolbar>
        )}
        <RichTextEditor.Content mih={120} />
      </RichTextEditor>
    </Input.Wrapper>
  );
}
