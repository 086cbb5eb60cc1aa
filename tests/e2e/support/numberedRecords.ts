/**
 * Creates `count` records named `${prefix} 01`, `${prefix} 02`… with `create`, one after the other so that
 * their order is their number; answers the names in creation order.
 */
export async function createNumbered(
  prefix: string,
  count: number,
  create: (name: string, index: number) => Promise<unknown>,
): Promise<string[]> {
  const names: string[] = [];
  for (let index = 1; index <= count; index += 1) {
    const name = `${prefix} ${String(index).padStart(2, '0')}`;
    await create(name, index);
    names.push(name);
  }
  return names;
}
