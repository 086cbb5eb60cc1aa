import { HTMLSelect, type HTMLSelectProps } from '@blueprintjs/core';

/** A Blueprint select whose caret stays decorative (Blueprint would name it in English for screen readers). */
export function AdminSelect(props: HTMLSelectProps) {
  return <HTMLSelect {...props} iconProps={{ title: undefined }} />;
}
