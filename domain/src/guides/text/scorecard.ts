// A learning-centre guide in Markdown (see ../all.ts): the web app draws it, the help chat searches it.
export const markdown = `## The Scorecard

The Scorecard is a handful of weekly numbers that tell the team, at a glance, whether the business is on track. Five to fifteen measurables is usually right: enough to see the whole picture, few enough to read in five minutes.

### Choosing measurables

Pick numbers that predict results rather than only report them: sales calls made, proposals sent, projects delivered on time, cash in the bank. Each measurable has one owner, the person accountable for it, and a weekly goal.

### Reading it in the meeting

In the weekly meeting each owner says "on track" or "off track" for their numbers. There is no discussion at this point: a number that is off track goes to the Issues list and is solved in IDS. Looking at thirteen weeks side by side shows trends that one week hides.

### In this app

Each meeting has its own Scorecard. Add a measurable with its owner, its goal and how a week's value is compared with it (at least, at most, exactly, more or less than), then enter the weekly values in the grid. Each value shows whether it met its goal, and you can look back at older weeks or open a measurable's trend.
`;
