// Rich text on TipTap (a maintained ProseMirror editor): paragraphs, headings, bold, italic, lists,
// quotes, links, images by URL and YouTube embeds. It emits HTML, the article content format.
// With `collab` (issue 24), the body is the shared Yjs document instead: TipTap's Collaboration
// extension binds it (Yjs keeps the undo history per user), CollaborationCaret draws the others'
// cursors and selections in their colours, and the HTML emitted is always the merged document.
import { useEffect, useRef, useState } from 'react';
import type { HocuspocusProvider } from '@hocuspocus/provider';
import { generateJSON, getSchema } from '@tiptap/core';
import Collaboration from '@tiptap/extension-collaboration';
import CollaborationCaret from '@tiptap/extension-collaboration-caret';
import { prosemirrorJSONToYXmlFragment } from '@tiptap/y-tiptap';
import * as Y from 'yjs';
import { NodeSelection } from '@tiptap/pm/state';
import { EditorContent, useEditor, useEditorState, type Editor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import Image from '@tiptap/extension-image';
import Youtube from '@tiptap/extension-youtube';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/Image';
import LinkIcon from '@mui/icons-material/Link';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import NotesIcon from '@mui/icons-material/Notes';
import PhotoLibraryIcon from '@mui/icons-material/PhotoLibrary';
import YouTubeIcon from '@mui/icons-material/YouTube';
import { isVideoUrl } from '../../../lib/video';
import { MediaPicker } from '../../../back-office/MediaPicker';

export interface RichTextEditorProps {
  /** HTML; '' for an empty document. */
  value: string;
  onChange: (html: string) => void;
  disabled?: boolean;
  /**
   * Co-editing: the shared document's provider, who this is, whether the server has synced it, and
   * the stored article's HTML that a never-shared document starts from (the same in every tab).
   */
  collab?: {
    provider: HocuspocusProvider;
    user: { name: string; color: string; canEdit: boolean };
    synced: boolean;
    seedHtml: string;
  };
}

const baseExtensions = (history: boolean) => [
  StarterKit.configure({
    heading: { levels: [2, 3] },
    // Links stay editable text inside the editor; readers follow them on the article page.
    link: { openOnClick: false, autolink: true, defaultProtocol: 'https' },
    // Co-editing: Yjs keeps the undo history (each user undoes only their own changes).
    ...(history ? {} : { undoRedo: false as const }),
  }),
  Image,
  Youtube.configure({ nocookie: true, controls: true }),
];
const extensions = baseExtensions(true);
/** How many of its own recent HTML reports a shared body recognises as echoes. */
const ECHOES_KEPT = 64;

/**
 * The stored article's HTML as the shared document's first content, written by a fixed client id
 * (0): every tab that seeds the same article writes the very same Yjs items, which Yjs merges into
 * one, so two editors opening a never-shared article at once do not get the body twice.
 */
function seedSharedBody(doc: Y.Doc, html: string): void {
  const fragment = doc.getXmlFragment('default');
  if (fragment.length > 0 || !html.trim()) return;
  const schemaExtensions = baseExtensions(false);
  const seed = new Y.Doc();
  seed.clientID = 0;
  prosemirrorJSONToYXmlFragment(
    getSchema(schemaExtensions),
    generateJSON(html, schemaExtensions),
    seed.getXmlFragment('default'),
  );
  Y.applyUpdate(doc, Y.encodeStateAsUpdate(seed));
}

export function RichTextEditor({ value, onChange, disabled = false, collab }: RichTextEditorProps) {
  const provider = collab?.provider;
  /**
   * The HTML this editor reported lately. The form hands each back a render later, by when the body
   * may have moved on (typing, a collaborator): a value seen here is an echo, never a replacement.
   */
  const emitted = useRef<string[]>([value]);
  const editor = useEditor(
    {
      extensions: provider
        ? [
            ...baseExtensions(false),
            Collaboration.configure({ document: provider.document, field: 'default' }),
            CollaborationCaret.configure({ provider, user: collab.user }),
          ]
        : extensions,
      // A shared body comes from the document (seeded from the stored article once synced).
      ...(provider ? {} : { content: value }),
      editable: !disabled,
      onUpdate: ({ editor: current }) => {
        const html = current.isEmpty ? '' : current.getHTML();
        emitted.current = [...emitted.current.slice(-(ECHOES_KEPT - 1)), html];
        onChange(html);
      },
      editorProps: { attributes: { 'aria-label': 'Article content', role: 'textbox', 'aria-multiline': 'true' } },
    },
    [provider],
  );

  useEffect(() => {
    if (!provider || !collab.synced || !collab.user.canEdit) return;
    seedSharedBody(provider.document, collab.seedHtml);
    // Once synced: the stored article's HTML as it was when the editor opened.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [provider, collab?.synced, collab?.user.canEdit]);

  // Content replaced from outside (a restored draft, an AI article, a revision) is loaded without
  // echoing back. In a shared body only a replacement made here (not the value it came with) is.
  useEffect(() => {
    if (!editor || editor.isDestroyed) return;
    const current = editor.isEmpty ? '' : editor.getHTML();
    // The form hands the reports back in order: once one is back, it and those before it are no longer
    // echoes to wait for, so text put back to one of them (a restored revision) is a replacement.
    const echo = provider ? emitted.current.indexOf(value) : -1;
    if (echo > 0) emitted.current = emitted.current.slice(echo);
    if (value === current) return;
    if (echo !== -1) return;
    emitted.current = [...emitted.current.slice(-(ECHOES_KEPT - 1)), value];
    editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value, provider]);

  useEffect(() => {
    // Toggling editability is not an edit: no update event, so no draft is rewritten.
    editor?.setEditable(!disabled, false);
  }, [editor, disabled]);

  return (
    <Paper variant="outlined">
      {editor ? <Toolbar editor={editor} disabled={disabled} /> : null}
      <Divider />
      <Box
        sx={{
          px: 2,
          py: 1,
          minHeight: 280,
          '& .tiptap': { outline: 'none', minHeight: 260 },
          '& .tiptap img': { maxWidth: '100%', height: 'auto' },
          '& .tiptap iframe': { maxWidth: '100%' },
          '& .tiptap blockquote': { borderLeft: 4, borderColor: 'divider', pl: 2, ml: 0, color: 'text.secondary' },
          // The browser's default dark blue is unreadable on the dark theme: links look as readers see them.
          '& .tiptap a': { color: 'secondary.main' },
          // The other editors' cursors (a coloured bar with their name) and selections.
          '& .collaboration-carets__caret': {
            position: 'relative',
            borderLeft: '2px solid',
            borderRight: '0',
            ml: '-1px',
            mr: '-1px',
            pointerEvents: 'none',
            wordBreak: 'normal',
          },
          '& .collaboration-carets__label': {
            position: 'absolute',
            top: '-1.4em',
            left: '-1px',
            fontSize: 12,
            fontWeight: 600,
            lineHeight: 'normal',
            color: '#fff',
            px: 0.5,
            borderRadius: '3px 3px 3px 0',
            whiteSpace: 'nowrap',
            userSelect: 'none',
          },
        }}
      >
        <EditorContent editor={editor} />
      </Box>
    </Paper>
  );
}

function Toolbar({ editor, disabled }: { editor: Editor; disabled: boolean }) {
  const [picking, setPicking] = useState(false);
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      paragraph: e.isActive('paragraph'),
      h2: e.isActive('heading', { level: 2 }),
      h3: e.isActive('heading', { level: 3 }),
      bold: e.isActive('bold'),
      italic: e.isActive('italic'),
      bulletList: e.isActive('bulletList'),
      orderedList: e.isActive('orderedList'),
      blockquote: e.isActive('blockquote'),
      link: e.isActive('link'),
    }),
  });

  /**
   * The start of a command that inserts a block (image, video). An image just inserted stays
   * selected; inserting another would replace it, so the new block goes into a paragraph after the
   * selected one instead.
   */
  const blockInsert = () => {
    const { selection } = editor.state;
    const chain = editor.chain().focus();
    if (!(selection instanceof NodeSelection)) return chain;
    return chain.insertContentAt(selection.to, { type: 'paragraph' }).setTextSelection(selection.to + 1);
  };

  // Spec §5: link, image and video inserts prompt for a URL.
  const insertLink = () => {
    const previous = (editor.getAttributes('link').href as string | undefined) ?? 'https://';
    const url = window.prompt('Link URL', previous);
    if (url === null) return;
    if (url.trim() === '') {
      editor.chain().focus().extendMarkRange('link').unsetLink().run();
      return;
    }
    editor.chain().focus().extendMarkRange('link').setLink({ href: url.trim() }).run();
  };
  const insertImage = () => {
    const url = window.prompt('Image URL', 'https://');
    if (url && url.trim() && url.trim() !== 'https://') blockInsert().setImage({ src: url.trim() }).run();
  };
  const insertVideo = () => {
    const url = window.prompt('YouTube video URL', 'https://www.youtube.com/watch?v=');
    if (!url) return;
    if (!isVideoUrl(url.trim())) {
      window.alert('That is not a YouTube link. Paste a watch, embed or youtu.be link.');
      return;
    }
    blockInsert().setYoutubeVideo({ src: url.trim() }).run();
  };

  const buttons: { label: string; icon: React.ReactNode; active?: boolean; run: () => void }[] = [
    { label: 'Paragraph', icon: <NotesIcon />, active: state.paragraph, run: () => editor.chain().focus().setParagraph().run() },
    {
      label: 'Heading 2',
      icon: <b>H2</b>,
      active: state.h2,
      run: () => editor.chain().focus().toggleHeading({ level: 2 }).run(),
    },
    {
      label: 'Heading 3',
      icon: <b>H3</b>,
      active: state.h3,
      run: () => editor.chain().focus().toggleHeading({ level: 3 }).run(),
    },
    { label: 'Bold', icon: <FormatBoldIcon />, active: state.bold, run: () => editor.chain().focus().toggleBold().run() },
    { label: 'Italic', icon: <FormatItalicIcon />, active: state.italic, run: () => editor.chain().focus().toggleItalic().run() },
    {
      label: 'Bulleted list',
      icon: <FormatListBulletedIcon />,
      active: state.bulletList,
      run: () => editor.chain().focus().toggleBulletList().run(),
    },
    {
      label: 'Numbered list',
      icon: <FormatListNumberedIcon />,
      active: state.orderedList,
      run: () => editor.chain().focus().toggleOrderedList().run(),
    },
    {
      label: 'Quote',
      icon: <FormatQuoteIcon />,
      active: state.blockquote,
      run: () => editor.chain().focus().toggleBlockquote().run(),
    },
    { label: 'Link', icon: <LinkIcon />, active: state.link, run: insertLink },
    { label: 'Remove link', icon: <LinkOffIcon />, run: () => editor.chain().focus().extendMarkRange('link').unsetLink().run() },
    { label: 'Image', icon: <ImageIcon />, run: insertImage },
    { label: 'Image from library', icon: <PhotoLibraryIcon />, run: () => setPicking(true) },
    { label: 'YouTube video', icon: <YouTubeIcon />, run: insertVideo },
  ];

  return (
    <>
      <MediaPicker
        open={picking}
        title="Insert an image"
        onClose={() => setPicking(false)}
        onPick={(image) => {
          setPicking(false);
          blockInsert().setImage({ src: image.url, alt: image.alt }).run();
        }}
      />
      <Stack direction="row" role="toolbar" aria-label="Formatting" sx={{ flexWrap: 'wrap', p: 0.5 }}>
        {buttons.map((b) => (
          <Tooltip key={b.label} title={b.label}>
            <span>
              <IconButton
                size="small"
                aria-label={b.label}
                aria-pressed={b.active ?? undefined}
                color={b.active ? 'primary' : 'default'}
                disabled={disabled}
                onMouseDown={(e) => e.preventDefault()}
                onClick={b.run}
              >
                {b.icon}
              </IconButton>
            </span>
          </Tooltip>
        ))}
      </Stack>
    </>
  );
}
