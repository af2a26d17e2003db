/**
 * Lets the browser handle input and paint between two pieces of start-up work: each piece is a task
 * of its own, not one long task a tap on the painted page would wait behind.
 */
export const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
