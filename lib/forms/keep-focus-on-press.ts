/**
 * For the onMouseDown of a button below form fields (submit, close): keeps focus in the field
 * being typed in. Otherwise that field's blur shows its error first, the layout moves the button
 * away from under the finger, and the tap lands on nothing.
 */
export function keepFocusOnPress(event: { preventDefault(): void }) {
  event.preventDefault();
}
