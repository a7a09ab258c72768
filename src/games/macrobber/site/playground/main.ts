// MacRobber's playground page script: the generic shell (src/site/shell) over MacRobber's
// playground adapter and its table view, mounted where the page asks for it.

import { mountShell } from "../../../../site/shell/mount.js";
import { macRobberPlayground } from "../../playground-adapter.js";
import { MOUNT_ID } from "./ids.js";
import { macRobberView } from "./view.js";

// Typedoc titles both playground pages "Playground" (their addresses hang on that name): the tab says which.
document.title = document.title.replace(/^Playground\b/, "MacRobber playground");
const root = document.getElementById(MOUNT_ID);
if (root) mountShell(root, macRobberPlayground, macRobberView);
