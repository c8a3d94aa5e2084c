/*
 * Two properties of the HTML standard happy-dom does not have yet, both reflecting an attribute:
 * a select's `size` and an option's `defaultSelected`. react-hook-form reads them to tell whether
 * a select was changed before the form was ready; without them every registered select looks
 * changed and the form takes its empty first option instead of the value it started from.
 */
const reflect = (
  proto: object,
  name: string,
  read: (el: Element) => unknown,
  write: (el: Element, value: unknown) => void,
) => {
  if (name in proto) return;
  Object.defineProperty(proto, name, {
    configurable: true,
    get(this: Element) {
      return read(this);
    },
    set(this: Element, value: unknown) {
      write(this, value);
    },
  });
};

reflect(
  HTMLSelectElement.prototype,
  'size',
  (el) => Math.max(0, Number.parseInt(el.getAttribute('size') ?? '0', 10) || 0),
  (el, value) => el.setAttribute('size', String(value)),
);
reflect(
  HTMLOptionElement.prototype,
  'defaultSelected',
  (el) => el.hasAttribute('selected'),
  (el, value) => el.toggleAttribute('selected', Boolean(value)),
);
