/**
 * Buttons by their visible text, without Testing Library's `*ByRole`: computing every element's role and accessible
 * name over a whole list page (an antd table of rows with actions) costs seconds per query in jsdom, and took one
 * test to 22 s of its 30 s limit on the 2-core machine. A button's name here is its text content with the spaces
 * antd puts between two CJK characters removed.
 */
const nameOf = (button: Element) => (button.textContent ?? "").replace(/\s+/g, "");

export function queryButtons(name: string, root: ParentNode = document.body): HTMLButtonElement[] {
  const wanted = name.replace(/\s+/g, "");
  return [...root.querySelectorAll("button")].filter((button) => nameOf(button) === wanted);
}

/** The buttons named `name`; throws when there is none (as `getAllByRole` does), so `waitFor` can retry it. */
export function getButtons(name: string, root: ParentNode = document.body): HTMLButtonElement[] {
  const found = queryButtons(name, root);
  if (found.length === 0) throw new Error(`no button named "${name}"`);
  return found;
}

export const getButton = (name: string, root?: ParentNode): HTMLButtonElement => {
  const [first] = getButtons(name, root);
  return first as HTMLButtonElement;
};
