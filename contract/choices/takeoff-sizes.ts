[
  { "value": "small", "label": "Small" },
  { "value": "medium", "label": "Medium" },
  { "value": "large", "label": "Large" }
]
