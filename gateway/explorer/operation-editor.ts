import type { editor } from 'monaco-editor';

/** GraphiQL names its operation editor's model `<instance>operation.graphql`. */
const OPERATION_MODEL_SUFFIX = 'operation.graphql';

let monacoEditors: typeof editor | undefined;

/**
 * Watches the explorer's Monaco editors, loaded by GraphiQL from this same module: typing over a
 * selection replaces it (Monaco would otherwise wrap it in the typed bracket or quote).
 */
export async function watchEditors(): Promise<void> {
  const { editor: editors } = await import('monaco-graphql/esm/monaco-editor.js');
  monacoEditors = editors;
  const replaceSelectionOnTyping = (codeEditor: editor.ICodeEditor): void => codeEditor.updateOptions({ autoSurround: 'never' });
  editors.onDidCreateEditor(replaceSelectionOnTyping);
  editors.getEditors().forEach(replaceSelectionOnTyping);
}

/** Where the cursor is in the operation editor while it has the keyboard (a Ctrl+Enter run); else none. */
export function focusedOperationCursor(): number | undefined {
  const operationEditor = monacoEditors
    ?.getEditors()
    .find((codeEditor) => codeEditor.getModel()?.uri.path.endsWith(OPERATION_MODEL_SUFFIX));
  const model = operationEditor?.getModel();
  const position = operationEditor?.getPosition();
  if (!operationEditor?.hasTextFocus() || !model || !position) return undefined;
  return model.getOffsetAt(position);
}
