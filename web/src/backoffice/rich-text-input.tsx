import type { MediaFile } from '@kp/contract/media-backoffice';
import DeleteSweepIcon from '@mui/icons-material/DeleteSweep';
import GridOnIcon from '@mui/icons-material/GridOn';
import ImageIcon from '@mui/icons-material/Image';
import TableRowsIcon from '@mui/icons-material/TableRows';
import ViewColumnIcon from '@mui/icons-material/ViewColumn';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
// The commands of the editor's image, heading and paragraph extensions (ra-input-rich-text loads them).
import type {} from '@tiptap/extension-heading';
import type {} from '@tiptap/extension-image';
import type {} from '@tiptap/extension-paragraph';
import { TableKit } from '@tiptap/extension-table';
import {
  ClearButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  type RichTextInputProps,
  RichTextInputToolbar,
  useTiptapEditor,
} from 'ra-input-rich-text';
import { useMemo, useState } from 'react';
import { useNotify } from 'react-admin';
import { MediaPicker } from './media-picker.tsx';
import { mediaSrc } from './media-thumbnail.tsx';
import { MediaUploadDialog } from './media-upload.tsx';

/**
 * The back office's rich-text editor, for every area: react-admin's TipTap input, HTML out,
 * with headings, bold/italic, lists, links, quotes, images from the media library and tables. Whatever it
 * writes, and whatever an editor pastes from Word or a web page, is cleaned on the server by the one
 * allowlist of server/src/lib/rich-text.ts before any reader sees it; the editor only keeps its own schema
 * (TipTap drops what it does not know), and pasted Office markup is stripped here first so the editor shows
 * what readers get.
 */
export function KpRichTextInput(
  props: Omit<RichTextInputProps, 'toolbar' | 'editorOptions'> & { label: string },
) {
  // The editable area is a textbox of its own: it needs the field's name (axe: aria-input-field-name).
  const editorOptions = useMemo(
    () => ({
      ...EDITOR_OPTIONS,
      editorProps: {
        ...EDITOR_OPTIONS.editorProps,
        attributes: { 'aria-label': props.label, 'aria-multiline': 'true', role: 'textbox' },
      },
    }),
    [props.label],
  );
  return (
    <RichTextInput
      fullWidth
      {...props}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar>
          <HeadingButtons />
          <FormatButtons />
          <ListButtons />
          <LinkButtons />
          <QuoteButtons />
          <MediaImageButton />
          <TableButtons />
          <ClearButtons />
        </RichTextInputToolbar>
      }
    />
  );
}

/**
 * 'Bild einfügen': an image from the media library (or one uploaded there now, with its alt text) goes into
 * the text with the library's address and alt text. No address field: readers get only library images
 * with an alt text (the server's sanitiser still drops other sources).
 */
function MediaImageButton() {
  const editor = useTiptapEditor();
  const notify = useNotify();
  const [open, setOpen] = useState<'pick' | 'upload' | null>(null);
  const insert = (file: MediaFile) => {
    setOpen(null);
    const src = mediaSrc(file.url);
    const alt = file.altText?.trim();
    if (!editor || !src) return;
    if (!alt) {
      notify('Dieses Bild hat keinen Alternativtext: Bitte ergänzen Sie ihn in der Mediathek.', {
        type: 'error',
      });
      return;
    }
    editor.chain().focus().setImage({ src, alt }).run();
  };
  return (
    <>
      <ToggleButton
        value="image"
        aria-label="Bild aus der Mediathek einfügen"
        title="Bild aus der Mediathek einfügen"
        onClick={() => setOpen('pick')}
        disabled={!editor?.isEditable}
      >
        <ImageIcon fontSize="inherit" />
      </ToggleButton>
      <MediaPicker
        open={open === 'pick'}
        kind="image"
        onClose={() => setOpen(null)}
        onChoose={insert}
        onUpload={() => setOpen('upload')}
      />
      <MediaUploadDialog
        open={open === 'upload'}
        kind="image"
        onClose={() => setOpen(null)}
        onUploaded={insert}
      />
    </>
  );
}

/** Word's clipboard HTML: conditional comments, XML islands, Office namespaces, classes and inline styles. */
export function cleanPastedHtml(html: string): string {
  return html
    .replace(/<!--\[if[\s\S]*?<!\[endif\]-->/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<xml[\s\S]*?<\/xml>/gi, '')
    .replace(/<\/?(?:o|w|v|m):[^>]*>/gi, '')
    .replace(/\s(?:class|style|lang)=("[^"]*"|'[^']*'|[^\s>]+)/gi, '');
}

const TABLES = TableKit.configure({ table: { resizable: false } });

const EDITOR_OPTIONS = {
  ...DefaultEditorOptions,
  extensions: [...(DefaultEditorOptions.extensions ?? []), TABLES],
  editorProps: {
    ...DefaultEditorOptions.editorProps,
    transformPastedHTML: cleanPastedHtml,
  },
};

/**
 * Paragraph and the two heading levels a post uses (the page title is the only h1; the server shifts the
 * rest). Instead of react-admin's LevelSelect, whose menu items are list items outside a list (axe: listitem).
 */
function HeadingButtons() {
  const editor = useTiptapEditor();
  const levels = [
    { value: 'p', label: 'Absatz', text: '¶' },
    { value: '2', label: 'Überschrift', text: 'H2' },
    { value: '3', label: 'Zwischenüberschrift', text: 'H3' },
  ] as const;
  const current = editor?.isActive('heading', { level: 2 })
    ? '2'
    : editor?.isActive('heading', { level: 3 })
      ? '3'
      : 'p';
  const choose = (value: (typeof levels)[number]['value']) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (value === 'p') chain.setParagraph().run();
    else chain.toggleHeading({ level: value === '2' ? 2 : 3 }).run();
  };
  return (
    <ToggleButtonGroup size="small" exclusive value={current} aria-label="Absatzformat">
      {levels.map((level) => (
        <ToggleButton
          key={level.value}
          value={level.value}
          aria-label={level.label}
          title={level.label}
          onClick={() => choose(level.value)}
          sx={{ fontWeight: 700, minWidth: 36 }}
        >
          {level.text}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}

/** Insert a table (3 × 3 with a header row), add a row or a column, delete the table. */
function TableButtons() {
  const editor = useTiptapEditor();
  const inTable = editor?.isActive('table') ?? false;
  const run = (action: string) => {
    if (!editor) return;
    const chain = editor.chain().focus();
    if (action === 'insert') chain.insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run();
    if (action === 'row') chain.addRowAfter().run();
    if (action === 'column') chain.addColumnAfter().run();
    if (action === 'delete') chain.deleteTable().run();
  };
  return (
    <ToggleButtonGroup size="small" aria-label="Tabelle">
      <ToggleButton
        value="insert"
        aria-label="Tabelle einfügen"
        title="Tabelle einfügen"
        onClick={() => run('insert')}
      >
        <GridOnIcon fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="row"
        aria-label="Zeile einfügen"
        title="Zeile einfügen"
        disabled={!inTable}
        onClick={() => run('row')}
      >
        <TableRowsIcon fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="column"
        aria-label="Spalte einfügen"
        title="Spalte einfügen"
        disabled={!inTable}
        onClick={() => run('column')}
      >
        <ViewColumnIcon fontSize="inherit" />
      </ToggleButton>
      <ToggleButton
        value="delete"
        aria-label="Tabelle löschen"
        title="Tabelle löschen"
        disabled={!inTable}
        onClick={() => run('delete')}
      >
        <DeleteSweepIcon fontSize="inherit" />
      </ToggleButton>
    </ToggleButtonGroup>
  );
}
