// A learning-centre guide in Markdown (see ../all.ts): the web app draws it, the help chat searches it.
export const markdown = `## The Level 10 Meeting

The Level 10 Meeting is the weekly meeting of a team: the same day, the same time, the same agenda, and it starts and ends on time. It is called Level 10 because at the end everyone rates it from 1 to 10, and the goal is a meeting people would rate a 10. It takes 90 minutes, and most of them go to solving problems, not to reporting.

Each section of the agenda exists for a reason. Keep them short and in this order; the live meeting in this app walks you through them and keeps the clock.

### Segue (5 minutes)

Each person shares one piece of good news, personal and professional. It sounds like small talk, but it moves everyone from the work they were just doing into the meeting, and it lets the team see each other as people before they tackle hard things together.

### Scorecard (5 minutes)

The team reviews its weekly numbers. Each owner says only "on track" or "off track" for each measurable. Nobody discusses a number here: anything off track drops to the Issues list, to be solved in IDS.

### Rock Review (5 minutes)

Each owner says whether each of their Rocks for the quarter is on track or off track. Again there is no discussion; a Rock that is off track, or anything about it that needs the team, becomes an issue.

### Headlines (5 minutes)

Short news about customers and employees, good or bad, in one sentence each: a customer who praised the team, a key hire, a complaint. Headlines keep everyone informed; a headline that needs action becomes an issue.

### To-Do List (5 minutes)

The To-Dos from last week are read out, and each owner says "done" or "not done". To-Dos are seven-day actions; a team that finishes nine out of ten of them each week is doing well. Unfinished ones stay on the list or become issues.

### IDS (60 minutes)

The heart of the meeting: the team works through its Issues list with Identify, Discuss, Solve. Pick the three most important issues first and solve them one at a time, then move on to the next ones. See the IDS guide.

### Conclude (5 minutes)

Recap the new To-Dos so everyone knows who does what by next week, decide whether there is a message to pass on to the rest of the company, and rate the meeting from 1 to 10. A rating below 8 is a prompt to ask what would make next week's meeting better.
`;
