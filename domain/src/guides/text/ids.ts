// A learning-centre guide in Markdown (see ../all.ts): the web app draws it, the help chat searches it.
export const markdown = `## IDS: Identify, Discuss, Solve

IDS is how a team solves its issues, one at a time, for good. An issue is anything that stands in the way: a problem, an obstacle, an idea, an opportunity. Issues collect on the meeting's Issues list all week, and in the meeting the team spends most of its time on them.

### Prioritise first

Before solving anything, look at the whole list and pick the three issues that matter most. Start with number one. Once it is solved, go to number two. Solving the most important issue often makes others disappear, so the list shrinks faster than you expect.

### Identify

Most of the time goes to stating the real issue. What is written on the list is usually a symptom; ask "why?" until you reach the root cause. The person who raised the issue states it in a sentence or two, and the team checks that everyone understands the same thing before going further.

### Discuss

Everyone says what they think, once. Discussion is for ideas and facts that lead to a solution, not for going round in circles: when people start repeating themselves or drift off on a tangent, it is time to move to a decision.

### Solve

End with a solution, usually a To-Do with an owner and a due date a week away. Sometimes the answer is simply agreeing that the issue is not worth solving now. If the team cannot agree, the leader decides: a healthy team prefers a decision to a stalemate. Mark the issue solved and move to the next one.

### In this app

Add issues from the meeting's Issues list, the quick-add button or Alt+I. During the live meeting the IDS section shows the list; pick the ones to focus on, create To-Dos from the discussion, and mark each issue solved when you are done.
`;
