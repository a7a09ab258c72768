// Names the MacRobber playground page and its script agree on (no DOM here: the page generator
// runs in Node, the script in the browser).

/** The element the script mounts the playground into. */
export const MOUNT_ID = "macrobber-playground";
