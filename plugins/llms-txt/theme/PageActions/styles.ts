/**
 * The page actions' class names, for a page whose server renders the actions but whose browser
 * never renders the component (the API reference's operations): importing this brings the
 * styles into the bundle without the component's code.
 */
import styles from './styles.module.css';

export default styles;
