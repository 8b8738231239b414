// A learning-centre guide in Markdown (see ../all.ts): the web app draws it, the help chat searches it.
export const markdown = `## Rocks

Rocks are the three to seven most important things that must get done in the next 90 days. The name comes from the picture of filling a jar: put the big rocks in first, and the pebbles and sand fit around them; put the sand in first and the rocks never fit.

### Company and individual Rocks

The leadership team first sets the company Rocks for the quarter, the few priorities for the whole organization, each owned by one person. Then each person sets their own Rocks, some of which support the company Rocks. Fewer is better: a person with more than a few Rocks usually finishes none of them.

### What makes a good Rock

A Rock is specific and measurable, so that at the end of the quarter everyone can say without debate whether it is done. "Improve hiring" is not a Rock; "hire two senior engineers by 30 June" is. Each Rock has exactly one owner, even when several people help.

### Reviewing Rocks

In the weekly meeting each owner says "on track" or "off track" for each Rock, nothing more. A Rock that is off track becomes an issue for IDS. At the end of the quarter the team counts what got done and sets the next quarter's Rocks. Completing eight out of ten Rocks is a good result.

### In this app

Rocks belong to a meeting. Add them from the meeting's Rocks list or with Alt+R, choose the owner and the due date, and break a Rock into milestones when it helps. A Rock can be delegated to another meeting, so a department's Rock stays linked to the company Rock it supports.
`;
