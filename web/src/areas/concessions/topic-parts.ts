// The parts of the topic list that show once the topics are there, loaded by topics-page.tsx after its
// first paint: the cards (with their chips), the history and the progress bar of a refresh.
export { default as LinearProgress } from '@mui/material/LinearProgress';
export { TopicCard } from './topic-card.tsx';
export { TopicHistory } from './topic-history.tsx';
