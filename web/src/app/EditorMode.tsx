// The lazily loaded editor-mode chunk: AdminRoot inside MUI's theme.
import AdminRoot, { type AdminRootProps } from '../features/admin/AdminRoot';
import { EditorTheme } from './EditorTheme';

export default function EditorMode(props: AdminRootProps) {
  return (
    <EditorTheme baseline>
      <AdminRoot {...props} />
    </EditorTheme>
  );
}
