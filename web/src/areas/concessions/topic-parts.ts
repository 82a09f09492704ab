// The parts of the topic list that show once the topics are there, loaded by topics-page.tsx after its
// first paint: the cards (with their markers) and the history.
export { TopicCard } from './topic-card.tsx';
export { TopicHistory } from './topic-history.tsx';
